import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'dashboard.role.owner': 'Owner',
  'dashboard.role.manager': 'Manager',
  'dashboard.role.sales': 'Sales',
  'dashboard.role.stock': 'Stock',
  'dashboard.role.custom': 'Custom',
  'dashboard.store.withRole': '{store} · {role}',
  'dashboard.form.cancel': 'Cancel',
  'dashboard.noAccess.title': 'You no get access to this page',
  'dashboard.noAccess.text': 'Your role for {store} no cover this page. If you need am, ask the shop owner.',
  'dashboard.noAccess.back': 'Go back to overview',
};

export default messages;
export const reviewed: readonly string[] = [];
