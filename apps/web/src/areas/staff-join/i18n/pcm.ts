import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'staffJoin.opening': 'We dey open your invitation',
  'staffJoin.loading': 'The invitation dey load',
  'staffJoin.title': 'Join {store}',
  'staffJoin.invited': '{owner} don invite you, {name}, make you work for {store} as {role}.',
  'staffJoin.canDo': 'Wetin you go fit do',
  'staffJoin.goneTitle': 'This invitation don expire or person don use am',
  'staffJoin.goneText':
    'Ask the shop owner make e send you new invitation. If you don join before, log in make you enter the shop.',
  'staffJoin.failedTitle': 'We no fit open the invitation',
  'staffJoin.failedText': 'Check your network and open the link again.',
  'staffJoin.signIn': 'Log in',
  'staffJoin.goKasuwa': 'Go to Kasuwa',
  'staffJoin.tryAgain': 'Something no work. Abeg try again.',
  'staffJoin.signInWith': 'You go log in with {contact} and the password wey you choose now.',
  'staffJoin.password': 'Choose password',
  'staffJoin.passwordAgain': 'Type am again',
  'staffJoin.email': 'E-mail (if you like)',
  'staffJoin.emailHint': 'For receipt, and to change your password if you forget am',
  'staffJoin.join': 'Join {store}',
  'staffJoin.hasAccount':
    '{contact} don get Kasuwa account before. Log in with am, then you go come back here join.',
  'staffJoin.signInToAccept': 'Log in make you accept',
  'staffJoin.signOut': 'Log out',
  'staffJoin.joinAs': 'Join {store} as {name}',
  'staffJoin.field.passwordShort': 'Use at least 8 letters',
  'staffJoin.field.passwordLong': 'No pass 128 letters',
  'staffJoin.field.email': 'Put correct e-mail, or leave am empty',
  'staffJoin.field.mismatch': 'The two password no be the same',

  'staffJoin.role.manager': 'Manager',
  'staffJoin.role.sales': 'Sales',
  'staffJoin.role.stock': 'Stock',
  'staffJoin.role.custom': 'Special',
  'staffJoin.roleText.manager':
    'E dey run the shop with the owner: everything except refund, payout, the plan and staff.',
  'staffJoin.roleText.sales':
    'E dey record sales, see and send orders, take care of customers; e fit see products but e no fit change dem.',
  'staffJoin.roleText.stock': 'E dey add and change products and make sure say stock count correct.',
  'staffJoin.roleText.custom': 'The shop owner don choose exactly wetin you fit do.',
  'staffJoin.perm.productsRead': 'See products and stock',
  'staffJoin.perm.productsWrite': 'Add and change products and collections',
  'staffJoin.perm.inventoryWrite': 'Adjust stock',
  'staffJoin.perm.ordersRead': 'See orders',
  'staffJoin.perm.ordersFulfil': 'Confirm, send and deliver orders',
  'staffJoin.perm.ordersRefund': 'Refund orders wey don pay',
  'staffJoin.perm.salesRecord': 'Record sales (New sale, WhatsApp orders, pay links)',
  'staffJoin.perm.customersRead': 'See customers',
  'staffJoin.perm.customersWrite': 'Add and change customers',
  'staffJoin.perm.discountsManage': 'Discount and delivery options',
  'staffJoin.perm.invoicesManage': 'Invoice and receipt',
  'staffJoin.perm.marketingManage': 'Campaigns, messages to customers and apps wey connect',
  'staffJoin.perm.analyticsRead': 'See how the shop dey sell and the reports',
  'staffJoin.perm.moneyRead': 'See the Money page (balance and payout, but no fit request payout)',
  'staffJoin.perm.settingsManage': 'Shop settings, design and payment providers',
};

export default messages;
export const reviewed: readonly string[] = [];
