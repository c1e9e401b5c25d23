import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'external.page.title': 'external works!',
  'external.page.text':
    'Èyí ni ojú-ìwé fún ìjápọ̀ sí àwọn ojú-ìwé ayélujára mìíràn. Nígbà tí ojú-ìwé Kasuwa bá darí síta, ẹ ó kọ́kọ́ rí ojú-ìwé tí ẹ ń lọ, ẹ ó sì tẹ̀ síwájú bí ẹ bá fọkàn tán an nìkan.',
  'external.page.help': 'Ṣé ẹ ń wá ìrànlọ́wọ́? Ẹ ṣàbẹ̀wò sí {support}.',
  'external.page.supportLink': 'ojú-ìwé ìrànlọ́wọ́',
  'external.page.home': 'Padà sí ilé',
};

export default messages;
export const reviewed: readonly string[] = [];
