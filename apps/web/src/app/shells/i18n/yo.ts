import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'shell.nav.main': 'Àkójọ àkọ́kọ́',
  'shell.nav.solutions': 'Ojútùú',
  'shell.nav.pricing': 'Iye owó',
  'shell.nav.faq': 'Ìbéèrè',
  'shell.nav.contact': 'Kàn sí wa',
  'shell.nav.openMenu': 'Ṣí àkójọ',
  'shell.footer.blurb':
    'Ṣọ́ọ̀bù orí ayélujára fún àwọn oníṣòwò kékeré ní Áfíríkà: ṣọ́ọ̀bù tiyín, ìsanwó aláàbò tí Kasuwa ń pa mọ́ títí ọjà yóò fi dé, àti gbogbo ohun tí ẹ nílò láti ṣe òwò yín.',
  'shell.footer.company': 'Ilé-iṣẹ́',
  'shell.footer.about': 'Nípa wa',
  'shell.footer.careers': 'Iṣẹ́',
  'shell.footer.help': 'Ìrànlọ́wọ́',
  'shell.footer.contactUs': 'Kàn sí wa',
  'shell.footer.support': 'Ẹ̀ka ìrànlọ́wọ́',
  'shell.footer.legal': 'Òfin',
  'shell.footer.terms': 'Àwọn òfin iṣẹ́',
  'shell.footer.privacy': 'Ìlànà àṣírí',
  'shell.footer.userAgreement': 'Àdéhùn olùlò',
  'shell.footer.rights': '© {year} Kasuwa. Gbogbo ẹ̀tọ́ wà ní ìpamọ́.',
  'shell.footer.version': 'Ẹ̀dà {version}',
  'shell.footer.powered': 'Kasuwa ló ń ṣiṣẹ́ rẹ̀',
  'shell.float.quickActions': 'Ìṣe kíákíá',
  'shell.float.callUs': 'Ẹ pè wá',
  'shell.float.emailUs': 'Ẹ fi ímeèlì ránṣẹ́ sí wa',
  'shell.float.website': 'Ẹ ṣàbẹ̀wò sí ojú-ìwé wa',
  'shell.float.contactUs': 'Kàn sí wa',
};

export default messages;
export const reviewed: readonly string[] = [];
