import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'dashboard.role.owner': 'Onye nwe',
  'dashboard.role.manager': 'Onye njikwa',
  'dashboard.role.sales': 'Onye na-ere',
  'dashboard.role.stock': 'Onye na-elekọta ngwa',
  'dashboard.role.custom': 'Nke ahọpụtara',
  'dashboard.store.withRole': '{store} · {role}',
  'dashboard.form.cancel': 'Kagbuo',
  'dashboard.noAccess.title': 'Ị nweghị ikike ịhụ nke a',
  'dashboard.noAccess.text':
    'Ọrụ gị na {store} agụnyeghị peeji a. Ọ bụrụ na ị chọrọ ya, jụọ onye nwe ụlọ ahịa.',
  'dashboard.noAccess.back': 'Laghachi na nchịkọta',
  'dashboard.field.required': 'Dejupụta nke a.',
  'dashboard.field.tooShort': 'Opekata mpe {min, plural, other {mkpụrụedemede #}}.',
  'dashboard.field.tooLong': 'Ọ gaghị agafe {max, plural, other {mkpụrụedemede #}}.',
  'dashboard.field.chooseOne': 'Họrọ opekata mpe otu.',
  'dashboard.field.tooSmall': 'Opekata mpe {min}.',
  'dashboard.field.tooBig': 'Ọ gaghị agafe {max}.',
  'dashboard.field.email': 'Tinye adreesị ozi-e ziri ezi.',
  'dashboard.field.url': 'Tinye adreesị weebụ zuru ezu (https://…).',
  'dashboard.field.choose': 'Họrọ otu n’ime nhọrọ ndị a.',
  'dashboard.field.number': 'Tinye nọmba.',
};

export default messages;
export const reviewed: readonly string[] = [];
