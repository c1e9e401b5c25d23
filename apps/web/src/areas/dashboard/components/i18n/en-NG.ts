/** This part's texts in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'dashboard.role.owner': 'Owner',
  'dashboard.role.manager': 'Manager',
  'dashboard.role.sales': 'Sales',
  'dashboard.role.stock': 'Stock',
  'dashboard.role.custom': 'Custom',
  'dashboard.store.withRole': '{store} · {role}',
  'dashboard.form.cancel': 'Cancel',
  'dashboard.noAccess.title': "You don't have access to this",
  'dashboard.noAccess.text':
    'Your role at {store} does not include this page. If you need it, ask the store owner.',
  'dashboard.noAccess.back': 'Back to the overview',
  'dashboard.field.required': 'Fill this in.',
  'dashboard.field.tooShort': 'At least {min, plural, one {# character} other {# characters}}.',
  'dashboard.field.tooLong': 'At most {max, plural, one {# character} other {# characters}}.',
  'dashboard.field.chooseOne': 'Choose at least one.',
  'dashboard.field.tooSmall': 'At least {min}.',
  'dashboard.field.tooBig': 'At most {max}.',
  'dashboard.field.email': 'Enter a valid e-mail address.',
  'dashboard.field.url': 'Enter a full web address (https://…).',
  'dashboard.field.choose': 'Choose one of the options.',
  'dashboard.field.number': 'Enter a number.',
};

export default messages;
export const reviewed: readonly string[] = [];
