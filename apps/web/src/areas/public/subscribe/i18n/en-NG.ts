/** The newsletter pages in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'subscribe.page.title': 'Subscribe to our newsletter',
  'subscribe.page.intro':
    'Selling tips, product news and stories from vendors across Africa. At most two emails a month; unsubscribe at any time.',
  'subscribe.form.fullName': 'Full Name',
  'subscribe.form.email': 'Email',
  'subscribe.form.phone': 'Phone',
  'subscribe.form.submit': 'Subscribe',
  'subscribe.form.retry': 'Please try again in a moment.',
  'subscribe.error.nameRequired': 'Full name is required.',
  'subscribe.error.emailRequired': 'Email is required.',
  'subscribe.error.emailInvalid': 'Please enter a valid email address',
  'subscribe.error.tooLong': 'At most {max} characters.',
  'subscribe.token.newsletter': 'Kasuwa newsletter',
  'subscribe.token.invalidLink': 'This link is not valid or has already been used.',
  'subscribe.token.confirming': 'Confirming your subscription',
  'subscribe.token.unsubscribe': 'Unsubscribe',
};

export default messages;
export const reviewed: readonly string[] = [];
