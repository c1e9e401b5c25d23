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
};

export default messages;
export const reviewed: readonly string[] = [];
