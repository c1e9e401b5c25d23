import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'apps.description':
    'Jikọọ ụlọ ahịa gị na mgbasa ozi, nyocha, ndepụta ngwa ahịa na ozi. Pixel na-ebu n’ụlọ ahịa gị naanị mgbe onye ahịa nabatara cookies.',
  'apps.group.social': 'Mgbasa ozi ọha na pixel mgbasa ozi',
  'apps.group.analytics': 'Nyocha',
  'apps.group.feeds': 'Ndepụta ngwa ahịa',
  'apps.group.messaging': 'Ozi',
  'apps.group.listing': 'Ndepụta azụmahịa',
  'apps.group.logistics': 'Mbufe ngwa',
  'apps.status.connected': 'Ejikọla',
  'apps.status.not_connected': 'Ejikọbeghị',
  'apps.status.pending': 'Ọ na-abịa n’oge na-adịghị anya',
  'apps.card.id': 'ID',
  'apps.card.secretSince': 'nzuzo {secret} · kemgbe {when}',
  'apps.card.copy': 'Detuo',
  'apps.card.copied': 'Edetuola',
  'apps.card.change': 'Gbanwee',
  'apps.card.connect': 'Jikọọ',
  'apps.card.disconnect': 'Kwụsị njikọ',
  'apps.connectTitle': 'Jikọọ {app}',
  'apps.keepIt': 'Hapụ ya',
  'apps.disconnectTitle': 'Kwụsị njikọ {app}?',
  'apps.disconnectText':
    'Akara ya ga-apụ n’ụlọ ahịa gị, a gaghị ezigakwa ya ịzụ ahịa ọzọ. A ga-echefu ID ya.',
  'apps.disconnectFailed': 'Enweghị ike ịkwụsị njikọ',
  'apps.meta.publicLabel': 'Pixel ID',
  'apps.meta.publicHelp': 'Events Manager → Data sources → pixel gị: nọmba dị n’okpuru aha ya.',
  'apps.meta.secretLabel': 'Conversions API access token',
  'apps.meta.secretHelp': 'Events Manager → pixel gị → Settings → Conversions API → Generate access token.',
  'apps.ga4.publicLabel': 'Measurement ID',
  'apps.ga4.publicHelp': 'Admin → Data streams → web stream gị: ọ na-amalite na G-.',
  'apps.ga4.secretLabel': 'Measurement Protocol API secret',
  'apps.ga4.secretHelp': 'Otu data stream ahụ → Measurement Protocol API secrets → Create.',
  'apps.form.saved': 'Echekwala: {hint}; mado ya ọzọ iji gbanwee ID.',
  'apps.form.save': 'Chekwaa',
};

export default messages;
export const reviewed: readonly string[] = [];
