import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'errorPage.notFound.title': 'A KÒ RÍ OJÚ-ÌWÉ NÁÀ',
  'errorPage.notFound.text':
    'Ojú-ìwé tí ẹ ń wá kò sí tàbí a ti gbé e lọ síbòmíì. Ẹ ṣàyẹ̀wò àdírẹ́sì náà, tàbí kí ẹ bẹ̀rẹ̀ láti ojú-ìwé àkọ́kọ́.',
  'errorPage.notFound.home': 'Padà sí ilé',
};

export default messages;
export const reviewed: readonly string[] = [];
