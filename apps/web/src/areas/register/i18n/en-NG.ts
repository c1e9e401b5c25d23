/** This part's texts in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'register.asideTitle': 'Open your shop in minutes',
  'register.asideText':
    'Create your free account. Your storefront is ready as soon as you confirm your email address.',
  'register.points.storefront': 'A storefront on your own subdomain',
  'register.points.payments': 'Card, USSD, bank transfer and Paga wallet payments',
  'register.points.escrow': 'Escrow protection until delivery',
  'register.points.stock': 'Inventory that never oversells',
  'register.sentTitle': 'Check your email to confirm your account',
  'register.sentText':
    'We sent a confirmation link to {email}. Open it to activate your account, then log in to set up your store.',
  'register.goLogin': 'Go to login',
  'register.title': 'Create your account',
  'register.subtitle': 'Free to start. Only 1.5% on each sale.',
  'register.failed': 'Registration failed',
  'register.businessName': 'Business name',
  'register.businessNameHint': 'e.g. Adire House',
  'register.firstName': 'First name',
  'register.lastName': 'Last name',
  'register.email': 'Email address',
  'register.phone': 'Phone number',
  'register.password': 'Password',
  'register.passwordHint': 'At least 6 characters',
  'register.showPassword': 'Show or hide password',
  'register.submit': 'Create account',
  'register.terms': 'By creating an account you agree to our {terms} and {privacy}.',
  'register.termsLink': 'Terms of service',
  'register.privacyLink': 'Privacy policy',
  'register.haveAccount': 'Already have an account?',
  'register.logIn': 'Log in',

  // The shared schema's messages (registerSchema words them in English; RegisterPage maps them)
  'register.field.businessRequired': 'Business name is required.',
  'register.field.businessShort': 'Business name must be at least 2 characters.',
  'register.field.businessLong': 'Business name must be at most 120 characters.',
  'register.field.firstRequired': 'First name is required.',
  'register.field.firstLong': 'First name must be at most 80 characters.',
  'register.field.lastRequired': 'Last name is required.',
  'register.field.lastLong': 'Last name must be at most 80 characters.',
  'register.field.emailRequired': 'Email Required',
  'register.field.emailInvalid': 'Please enter a valid email address',
  'register.field.emailLong': 'Email must be at most 254 characters.',
  'register.field.phoneRequired': 'Phone number is required.',
  'register.field.phoneInvalid': 'Please enter a valid phone number, e.g. 0803 123 4567.',
  'register.field.passwordRequired': 'Password is Required',
  'register.field.passwordShort': 'Password must be at least 6 characters',
  'register.field.passwordLong': 'Password must be at most 200 characters.',
};

export default messages;
export const reviewed: readonly string[] = [];
