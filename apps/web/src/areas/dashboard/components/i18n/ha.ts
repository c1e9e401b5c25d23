import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'dashboard.role.owner': 'Mai shago',
  'dashboard.role.manager': 'Manaja',
  'dashboard.role.sales': 'Mai sayarwa',
  'dashboard.role.stock': 'Mai kula da kaya',
  'dashboard.role.custom': 'Na musamman',
  'dashboard.store.withRole': '{store} · {role}',
  'dashboard.form.cancel': 'Soke',
  'dashboard.noAccess.title': 'Ba ku da izinin ganin wannan',
  'dashboard.noAccess.text':
    'Matsayinku a {store} bai haɗa da wannan shafi ba. Idan kuna buƙata, ku tambayi mai shago.',
  'dashboard.noAccess.back': 'Koma ga taƙaitawa',
  'dashboard.field.required': 'Cika wannan.',
  'dashboard.field.tooShort': 'Aƙalla {min, plural, other {haruffa #}}.',
  'dashboard.field.tooLong': 'Kada ya wuce {max, plural, other {haruffa #}}.',
  'dashboard.field.chooseOne': 'Zaɓi aƙalla ɗaya.',
  'dashboard.field.tooSmall': 'Aƙalla {min}.',
  'dashboard.field.tooBig': 'Kada ya wuce {max}.',
  'dashboard.field.email': 'Shigar da ingantaccen adireshin imel.',
  'dashboard.field.url': 'Shigar da cikakken adireshin yanar gizo (https://…).',
  'dashboard.field.choose': 'Zaɓi ɗaya daga cikin zaɓuɓɓukan.',
  'dashboard.field.number': 'Shigar da lamba.',
};

export default messages;
export const reviewed: readonly string[] = [];
