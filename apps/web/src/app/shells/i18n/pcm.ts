import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'shell.nav.main': 'Main menu',
  'shell.nav.solutions': 'Solutions',
  'shell.nav.pricing': 'Price',
  'shell.nav.faq': 'Questions',
  'shell.nav.contact': 'Contact',
  'shell.nav.openMenu': 'Open menu',
  'shell.footer.blurb':
    'Online shop for small business for Africa: your own shop for internet, safe payment wey Kasuwa dey hold until delivery, and everything wey you need to run your business.',
  'shell.footer.company': 'Company',
  'shell.footer.about': 'About us',
  'shell.footer.careers': 'Work with us',
  'shell.footer.help': 'Help',
  'shell.footer.contactUs': 'Contact us',
  'shell.footer.support': 'Support',
  'shell.footer.legal': 'Legal',
  'shell.footer.terms': 'Terms of service',
  'shell.footer.privacy': 'Privacy policy',
  'shell.footer.userAgreement': 'User agreement',
  'shell.footer.rights': '© {year} Kasuwa. All rights reserved.',
  'shell.footer.version': 'Version {version}',
  'shell.footer.powered': 'Na Kasuwa dey run am',
  'shell.float.quickActions': 'Quick actions',
  'shell.float.callUs': 'Call us',
  'shell.float.emailUs': 'Send us e-mail',
  'shell.float.website': 'Visit our website',
  'shell.float.contactUs': 'Contact us',
};

export default messages;
export const reviewed: readonly string[] = [];
