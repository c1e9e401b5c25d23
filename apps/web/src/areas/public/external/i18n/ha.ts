import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'external.page.title': 'external works!',
  'external.page.text':
    'Wannan shafi ne na mahaɗa zuwa wasu shafukan yanar gizo. Idan shafin Kasuwa ya kai waje, za ku fara ganin shafin da za ku je, kuma ku ci gaba idan kun amince da shi kawai.',
  'external.page.help': 'Kuna neman taimako? Ku ziyarci {support}.',
  'external.page.supportLink': 'shafin taimako',
  'external.page.home': 'Koma gida',
};

export default messages;
export const reviewed: readonly string[] = [];
