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
  'dashboard.field.required': 'Fill this one.',
  'dashboard.field.tooShort': 'At least {min, plural, one {# character} other {# characters}}.',
  'dashboard.field.tooLong': 'No pass {max, plural, one {# character} other {# characters}}.',
  'dashboard.field.chooseOne': 'Choose at least one.',
  'dashboard.field.tooSmall': 'At least {min}.',
  'dashboard.field.tooBig': 'No pass {max}.',
  'dashboard.field.email': 'Put correct e-mail address.',
  'dashboard.field.url': 'Put full web address (https://…).',
  'dashboard.field.choose': 'Choose one of the options.',
  'dashboard.field.number': 'Put number.',
};

export default messages;
export const reviewed: readonly string[] = [];
