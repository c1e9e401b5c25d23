/** The public site's frame (navbar, footer, floating buttons) in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'shell.nav.main': 'Main',
  'shell.nav.solutions': 'Solutions',
  'shell.nav.pricing': 'Pricing',
  'shell.nav.faq': 'FAQ',
  'shell.nav.contact': 'Contact',
  'shell.nav.openMenu': 'Open menu',
  'shell.footer.blurb':
    'Online shops for small businesses across Africa: your own storefront, secure payments held in escrow until delivery, and everything you need to run the business.',
  'shell.footer.company': 'Company',
  'shell.footer.about': 'About us',
  'shell.footer.careers': 'Careers',
  'shell.footer.help': 'Help',
  'shell.footer.contactUs': 'Contact us',
  'shell.footer.support': 'Support',
  'shell.footer.legal': 'Legal',
  'shell.footer.terms': 'Terms of service',
  'shell.footer.privacy': 'Privacy policy',
  'shell.footer.userAgreement': 'User agreement',
  'shell.footer.rights': '© {year} Kasuwa. All rights reserved.',
  'shell.footer.version': 'Version {version}',
  'shell.footer.powered': 'Powered by Kasuwa',
  'shell.float.quickActions': 'Quick actions',
  'shell.float.callUs': 'Call us',
  'shell.float.emailUs': 'Email us',
  'shell.float.website': 'Visit our website',
  'shell.float.contactUs': 'Contact us',
};

export default messages;
export const reviewed: readonly string[] = [];
