import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'dashboard.role.owner': 'Onye nwe',
  'dashboard.role.manager': 'Onye njikwa',
  'dashboard.role.sales': 'Onye na-ere ahịa',
  'dashboard.role.stock': 'Onye na-elekọta ngwa',
  'dashboard.role.custom': 'Pụrụ iche',
  'dashboard.store.withRole': '{store} · {role}',
  'dashboard.form.cancel': 'Kagbuo',
  'dashboard.noAccess.title': 'Ị nweghị ikike ịhụ nke a',
  'dashboard.noAccess.text':
    'Ọrụ gị na {store} agụnyeghị peeji a. Ọ bụrụ na ị chọrọ ya, jụọ onye nwe ụlọ ahịa.',
  'dashboard.noAccess.back': 'Laghachi na nchịkọta',
};

export default messages;
export const reviewed: readonly string[] = [];
