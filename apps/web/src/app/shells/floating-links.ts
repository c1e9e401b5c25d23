import { IconMail, IconMessageCircle, IconMessages, IconPhone, IconWorld } from '@tabler/icons-react';
import { contact } from '../../lib/contact';

/**
 * What the floating buttons offer, shared by their live menus and the disclosures of server-rendered
 * pages (FloatingActions.tsx, FloatingContact.tsx), so both always list the same choices.
 */

/** The + button's shortcuts: `label` names the button, `tooltip` says where it goes. */
export const QUICK_ACTIONS = [
  {
    href: '/support/community-forum',
    label: 'Join the community chat',
    tooltip: 'Join the community chat',
    icon: IconMessages,
    inApp: true,
  },
  {
    href: `tel:${contact.phone}`,
    label: 'Call us',
    tooltip: `Call ${contact.phoneDisplay}`,
    icon: IconPhone,
  },
  { href: `mailto:${contact.email}`, label: 'Email us', tooltip: `Email ${contact.email}`, icon: IconMail },
] as const;

/** The contact button's ways to reach Kasuwa (the support centre follows them, in the app). */
export const CONTACT_LINKS = [
  { href: `tel:${contact.phone}`, label: `Call ${contact.phoneDisplay}`, icon: IconPhone },
  { href: `sms:${contact.phone}`, label: 'Send us a message', icon: IconMessageCircle },
  { href: `mailto:${contact.email}`, label: `Email ${contact.email}`, icon: IconMail },
  { href: contact.website, label: 'Visit our website', icon: IconWorld, external: true },
] as const;
