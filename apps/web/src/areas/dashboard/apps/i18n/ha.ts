import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'apps.description':
    'Ku haɗa shagonku da tallace-tallace, ƙididdiga, jerin kaya da saƙonni. Pixel na loduwa a shagonku ne kawai bayan mai siyayya ya amince da cookies.',
  'apps.group.social': 'Kafofin sada zumunta da pixel na talla',
  'apps.group.analytics': 'Ƙididdiga',
  'apps.group.feeds': 'Jerin kaya',
  'apps.group.messaging': 'Saƙonni',
  'apps.group.listing': 'Jerin kasuwanci',
  'apps.group.logistics': 'Jigilar kaya',
  'apps.status.connected': 'An haɗa',
  'apps.status.not_connected': 'Ba a haɗa ba',
  'apps.status.pending': 'Yana nan tafe',
  'apps.card.id': 'ID',
  'apps.card.secretSince': 'sirri {secret} · tun {when}',
  'apps.card.copy': 'Kwafi',
  'apps.card.copied': 'An kwafa',
  'apps.card.change': 'Canza',
  'apps.card.connect': 'Haɗa',
  'apps.card.disconnect': 'Cire haɗi',
  'apps.connectTitle': 'Haɗa {app}',
  'apps.keepIt': 'A bar shi',
  'apps.disconnectTitle': 'A cire haɗin {app}?',
  'apps.disconnectText':
    'Alamarsa za ta bar shagonku kuma ba za a ƙara aika masa sayayya ba. Za a manta da ID ɗinsa.',
  'apps.disconnectFailed': 'Ba a iya cire haɗi ba',
  'apps.meta.publicLabel': 'Pixel ID',
  'apps.meta.publicHelp': 'Events Manager → Data sources → pixel ɗinku: lambar da ke ƙarƙashin sunansa.',
  'apps.meta.secretLabel': 'Conversions API access token',
  'apps.meta.secretHelp':
    'Events Manager → pixel ɗinku → Settings → Conversions API → Generate access token.',
  'apps.ga4.publicLabel': 'Measurement ID',
  'apps.ga4.publicHelp': 'Admin → Data streams → web stream ɗinku: yana farawa da G-.',
  'apps.ga4.secretLabel': 'Measurement Protocol API secret',
  'apps.ga4.secretHelp': 'Wannan data stream ɗin → Measurement Protocol API secrets → Create.',
  'apps.form.saved': 'An ajiye: {hint}; ku sake liƙa shi don canza ID.',
  'apps.form.save': 'Ajiye',
};

export default messages;
export const reviewed: readonly string[] = [];
