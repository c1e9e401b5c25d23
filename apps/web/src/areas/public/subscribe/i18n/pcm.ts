import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'subscribe.page.title': 'Join our newsletter',
  'subscribe.page.intro':
    'Tips to sell, product news and stories from sellers for Africa. Not more than two e-mails every month; you fit stop any time.',
  'subscribe.form.fullName': 'Full name',
  'subscribe.form.email': 'E-mail',
  'subscribe.form.phone': 'Phone',
  'subscribe.form.submit': 'Join',
  'subscribe.form.retry': 'Abeg try again small time.',
  'subscribe.error.nameRequired': 'You must write your full name.',
  'subscribe.error.emailRequired': 'You must write your e-mail.',
  'subscribe.error.emailInvalid': 'Abeg write correct e-mail address',
  'subscribe.error.tooLong': 'E no fit pass {max} characters.',
  'subscribe.token.newsletter': 'Kasuwa newsletter',
  'subscribe.token.invalidLink': 'This link no correct or dem don use am before.',
  'subscribe.token.confirming': 'We dey confirm your subscription',
  'subscribe.token.unsubscribe': 'Stop to dey receive',
};

export default messages;
export const reviewed: readonly string[] = [];
