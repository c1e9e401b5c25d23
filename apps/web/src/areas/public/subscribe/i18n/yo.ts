import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'subscribe.page.title': 'Forúkọ sílẹ̀ fún ìwé ìròyìn wa',
  'subscribe.page.intro':
    'Ìmọ̀ràn títà, ìròyìn ọjà àti ìtàn àwọn olùtajà káàkiri Áfíríkà. Ímeèlì méjì lóṣù ní ọ̀pọ̀ jùlọ; ẹ lè dá gbígbà dúró nígbàkúgbà.',
  'subscribe.form.fullName': 'Orúkọ kíkún',
  'subscribe.form.email': 'Ímeèlì',
  'subscribe.form.phone': 'Fóònù',
  'subscribe.form.submit': 'Forúkọ sílẹ̀',
  'subscribe.form.retry': 'Ẹ jọ̀ọ́ ẹ tún gbìyànjú láìpẹ́.',
  'subscribe.error.nameRequired': 'A nílò orúkọ kíkún.',
  'subscribe.error.emailRequired': 'A nílò ímeèlì.',
  'subscribe.error.emailInvalid': 'Ẹ jọ̀ọ́ ẹ tẹ àdírẹ́sì ímeèlì tó tọ́',
  'subscribe.error.tooLong': 'Ẹ̀yà {max} ní ọ̀pọ̀ jùlọ.',
  'subscribe.token.newsletter': 'Ìwé ìròyìn Kasuwa',
  'subscribe.token.invalidLink': 'Ìjápọ̀ yìí kò wúlò tàbí a ti lò ó tẹ́lẹ̀.',
  'subscribe.token.confirming': 'À ń jẹ́rìí ìforúkọsílẹ̀ yín',
  'subscribe.token.unsubscribe': 'Dá gbígbà dúró',
};

export default messages;
export const reviewed: readonly string[] = [];
