/** This part's texts in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'staffJoin.opening': 'Opening your invitation',
  'staffJoin.loading': 'Loading the invitation',
  'staffJoin.title': 'Join {store}',
  'staffJoin.invited': '{owner} invited you, {name}, to work in {store} as {role}.',
  'staffJoin.canDo': 'What you will be able to do',
  'staffJoin.goneTitle': 'This invitation has expired or was already used',
  'staffJoin.goneText':
    'Ask the store owner to send you a new invitation. If you already joined, sign in to get to the store.',
  'staffJoin.failedTitle': 'The invitation could not be opened',
  'staffJoin.failedText': 'Check your connection and open the link again.',
  'staffJoin.signIn': 'Sign in',
  'staffJoin.goKasuwa': 'Go to Kasuwa',
  'staffJoin.tryAgain': 'Something went wrong. Please try again.',
  'staffJoin.signInWith': 'You sign in with {contact} and a password you choose now.',
  'staffJoin.password': 'Choose a password',
  'staffJoin.passwordAgain': 'Type it again',
  'staffJoin.email': 'E-mail (optional)',
  'staffJoin.emailHint': 'For receipts and to reset your password if you forget it',
  'staffJoin.join': 'Join {store}',
  'staffJoin.hasAccount':
    '{contact} already has a Kasuwa account. Sign in with it, and you come back here to join.',
  'staffJoin.signInToAccept': 'Sign in to accept',
  'staffJoin.signOut': 'Sign out',
  'staffJoin.joinAs': 'Join {store} as {name}',
  'staffJoin.field.passwordShort': 'Use at least 8 characters',
  'staffJoin.field.passwordLong': 'Use at most 128 characters',
  'staffJoin.field.email': 'Enter a valid e-mail address, or leave it empty',
  'staffJoin.field.mismatch': 'The two passwords are not the same',

  // Roles and what each may do (the staff screens' words, kept here so this page needs none of theirs)
  'staffJoin.role.manager': 'Manager',
  'staffJoin.role.sales': 'Sales',
  'staffJoin.role.stock': 'Stock',
  'staffJoin.role.custom': 'Custom',
  'staffJoin.roleText.manager':
    'Runs the store with you: everything except refunds, payouts, the plan and staff.',
  'staffJoin.roleText.sales':
    'Records sales, sees and sends orders, looks after customers; sees products but cannot change them.',
  'staffJoin.roleText.stock': 'Adds and changes products and keeps the stock counts right.',
  'staffJoin.roleText.custom': 'The store owner chose exactly what you may do.',
  'staffJoin.perm.productsRead': 'See products and stock',
  'staffJoin.perm.productsWrite': 'Add and change products and collections',
  'staffJoin.perm.inventoryWrite': 'Adjust stock',
  'staffJoin.perm.ordersRead': 'See orders',
  'staffJoin.perm.ordersFulfil': 'Confirm, send and deliver orders',
  'staffJoin.perm.ordersRefund': 'Refund paid orders',
  'staffJoin.perm.salesRecord': 'Record sales (New sale, WhatsApp orders, pay links)',
  'staffJoin.perm.customersRead': 'See customers',
  'staffJoin.perm.customersWrite': 'Add and change customers',
  'staffJoin.perm.discountsManage': 'Discounts and delivery options',
  'staffJoin.perm.invoicesManage': 'Invoices and receipts',
  'staffJoin.perm.marketingManage': 'Campaigns, messages to customers and connected apps',
  'staffJoin.perm.analyticsRead': "See the store's sales figures and reports",
  'staffJoin.perm.moneyRead': 'See the Money page (balance and payouts, not request one)',
  'staffJoin.perm.settingsManage': 'Store settings, theme and payment providers',
};

export default messages;
export const reviewed: readonly string[] = [];
