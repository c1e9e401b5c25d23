/** This part's texts in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  // The brand panel beside the login and sign-up forms (AuthLayout)
  'auth.points.storefront': 'A storefront on your own subdomain',
  'auth.points.payments': 'Card, USSD, bank transfer and Paga wallet payments',
  'auth.points.escrow': 'Escrow protection until delivery',
  'auth.points.stock': 'Inventory that never oversells',

  // Form fields' messages (the contracts' schemas say them in English; field-error.ts maps them)
  'auth.field.emailRequired': 'Email Required',
  'auth.field.emailInvalid': 'Please enter a valid email address',
  'auth.field.emailLong': 'Email must be at most 254 characters.',
  'auth.field.passwordRequired': 'Password is Required',
  'auth.field.passwordShort': 'Password must be at least 6 characters',
  'auth.field.passwordLong': 'Password must be at most 200 characters.',
  'auth.field.code': 'Enter the 6-digit code from the e-mail.',
  'auth.field.newPassword': 'Password is required with at least 6 characters.',
  'auth.field.confirmShort': 'The password must have at least 6 characters.',
  'auth.field.mismatch': "Passwords don't match",

  // Shared
  'auth.email': 'Email address',
  'auth.checkEmail': 'Check your email',
  'auth.backToLogin': 'Back to login',
  'auth.toLogin': 'Taking you to the login page…',
  'auth.somethingWrong': 'Something went wrong',
  'auth.tryAgain': 'Something went wrong. Please try again.',

  // Login
  'auth.login.asideTitle': 'Welcome back to your shop',
  'auth.login.asideText':
    'Log in to see your orders, payments in escrow and everything your customers are buying.',
  'auth.login.title': 'Log in',
  'auth.login.subtitle': 'Manage your Kasuwa store.',
  'auth.login.successHeading': 'Login Successfully!',
  'auth.login.failureHeading': 'Login Not Successful!',
  'auth.login.resend': 'Resend the confirmation email',
  'auth.login.code': 'Code from the e-mail',
  'auth.login.codePlaceholder': '6 digits',
  'auth.login.password': 'Password',
  'auth.login.passwordPlaceholder': 'Your password',
  'auth.login.showPassword': 'Show or hide password',
  'auth.login.remember': 'Remember Me',
  'auth.login.forgot': 'Forgot Password?',
  'auth.login.submit': 'Login',
  'auth.login.newHere': 'New to Kasuwa?',
  'auth.login.create': 'Create One',
  'auth.login.welcome': 'Welcome back, {name}.',
  'auth.login.invalid': 'Invalid email or password.',
  'auth.login.failed': 'Login failed. Please try again.',
  'auth.login.noToken': 'Authentication failed: No token received.',
  'auth.login.authFailed': 'Authentication failed: Invalid credentials or permissions.',
  'auth.login.networkError': 'Network error during authentication. Please try again.',

  // The admin sign-in hand-over (AuthCallbackPage)
  'auth.callback.badState': 'Invalid state parameter',
  'auth.callback.noToken': 'No authentication token received',
  'auth.callback.signInAgain': 'Please sign in again.',
  'auth.callback.completing': 'Completing authentication...',

  // E-mail confirmation
  'auth.confirm.confirmingTitle': 'Confirming your email',
  'auth.confirm.wait': 'Please wait a moment…',
  'auth.confirm.confirmedTitle': 'Email confirmed',
  'auth.confirm.confirmed': 'Your email has been confirmed. You can now log in.',
  'auth.confirm.confirmedSignedIn': 'Your email has been confirmed and you are signed in.',
  'auth.confirm.toStore': 'You are signed in. Taking you to your store…',
  'auth.confirm.incompleteTitle': 'This confirmation link is incomplete',
  'auth.confirm.incompleteText': 'Please open the full link from your email. Taking you to the login page…',
  'auth.confirm.resent':
    'We have sent a new confirmation link to {email}. Open it within 48 hours to activate your account.',
  'auth.confirm.unexpected': 'Something went wrong. Please contact Kasuwa support.',
  'auth.confirm.expiredTitle': 'This link has expired',
  'auth.confirm.expiredHint': 'Ask for a new link: we will send it to your email.',
  'auth.confirm.resendWelcome': 'Resend Welcome Email',

  // Forgot password
  'auth.forgot.title': 'Forgot your password?',
  'auth.forgot.subtitle': 'Enter the email of your Kasuwa account and we will send you a reset link.',
  'auth.forgot.sent':
    'If an account exists for this email, we have sent a link to reset your password. Check your inbox (and spam folder).',
  'auth.forgot.redirect': 'You will be taken to the login page in 10 seconds.',
  'auth.forgot.submit': 'Send reset link',
  'auth.forgot.remembered': 'Remembered it?',

  // Reset password
  'auth.reset.verifyingTitle': 'Verifying your Token',
  'auth.reset.wait': 'Please Wait...',
  'auth.reset.slow': 'If this takes too long, request a new link from the forgot-password page.',
  'auth.reset.invalidTitle': 'The Reset Link is No Longer Valid',
  'auth.reset.invalidText': 'The link has expired or has already been used.',
  'auth.reset.requestNew': 'Request a new reset link',
  'auth.reset.doneTitle': 'Password changed',
  'auth.reset.updated': 'Your password has been changed. You can now log in with your new password.',
  'auth.reset.title': 'Create a new password',
  'auth.reset.forEmail': 'For {email}',
  'auth.reset.failedHint': 'Request for a new password link. If this continues, contact support',
  'auth.reset.newPassword': 'New Password',
  'auth.reset.confirmPassword': 'Confirm Password',
  'auth.reset.save': 'Save new password',

  // What went wrong while signing in (LoginErrorPage)
  'auth.loginError.title': 'We could not sign you in',
  'auth.loginError.text': 'Something went wrong during login. The details below help us fix it.',
  'auth.loginError.severity': '{severity, select, warning {warning} danger {danger} other {info}}',
  'auth.loginError.code': 'Error code',
  'auth.loginError.errorId': 'Error ID',
  'auth.loginError.message': 'Message',
  'auth.loginError.codeLabel': 'Code',
  'auth.loginError.time': 'Time',
  'auth.loginError.page': 'Page',
  'auth.loginError.source': 'Source',
  'auth.loginError.email': 'Email',
  'auth.loginError.storeId': 'Store ID',
  'auth.loginError.tokenExpiry': 'Token expiry',
  'auth.loginError.backendCode': 'Shop backend code',
  'auth.loginError.backendMessage': 'Shop backend message',
  'auth.loginError.copied': 'Copied!',
  'auth.loginError.copy': 'Copy error details',
  'auth.loginError.retry': 'Try login again',
  'auth.loginError.home': 'Go to the homepage',
  'auth.loginError.reportTitle': 'Report this error',
  'auth.loginError.thanks': 'Thank you! Your error report has been sent to our development team.',
  'auth.loginError.describe': 'What were you doing when this happened?',
  'auth.loginError.describeHint': 'For example: I entered my email and password and pressed Login.',
  'auth.loginError.notSent': 'Your report was not sent',
  'auth.loginError.writeTo': 'You can also write to us:',
  'auth.loginError.send': 'Send report',
  'auth.loginError.help': 'Need help?',
  'auth.loginError.helpText': 'Write to us with the error ID {id} so we can find what happened.',

  // Waiting for the confirmation e-mail (VerifyEmailPage)
  'auth.verify.title': 'Confirm your email address',
  'auth.verify.sent':
    'We have sent a confirmation link to {email}. Open it to activate your Kasuwa account; the link is valid for 48 hours.',
  'auth.verify.nothingYet': 'Nothing yet? Check your spam or promotions folder, or send the email again.',
  'auth.verify.later': 'Please try again in a moment.',
  'auth.verify.resend': 'Resend confirmation email',
  'auth.verify.already': 'Already confirmed?',

  // The public navbar's account (NavbarAccount)
  'auth.nav.user': 'User',
  'auth.nav.myAccount': 'My Account',
  'auth.nav.login': 'Login',
  'auth.nav.signup': 'Signup',
};

export default messages;
export const reviewed: readonly string[] = [];
