import { IconMail, IconMessageCircle, IconMessages, IconPhone, IconWorld } from '@tabler/icons-react';
import { contact } from '../../lib/contact';
import type { translate } from './i18n';

/** A text of the shell's part, chosen where it is drawn (the language can change after load). */
type Text = (t: typeof translate) => string;

/**
 * What the floating buttons offer, shared by their live menus and the disclosures of server-rendered
 * pages (FloatingActions.tsx, FloatingContact.tsx), so both always list the same choices.
 */

/** The + button's shortcuts: `label` names the button, `tooltip` says where it goes. */
export const QUICK_ACTIONS = [
  {
    href: '/support/community-forum',
    label: ((t) => t('account.community')) as Text,
    tooltip: ((t) => t('account.community')) as Text,
    icon: IconMessages,
    inApp: true,
  },
  {
    href: `tel:${contact.phone}`,
    label: ((t) => t('shell.float.callUs')) as Text,
    tooltip: ((t) => t('account.contactCall', { phone: contact.phoneDisplay })) as Text,
    icon: IconPhone,
  },
  {
    href: `mailto:${contact.email}`,
    label: ((t) => t('shell.float.emailUs')) as Text,
    tooltip: ((t) => t('account.contactEmail', { email: contact.email })) as Text,
    icon: IconMail,
  },
] as const;

/** The contact button's ways to reach Kasuwa (the support centre follows them, in the app). */
export const CONTACT_LINKS = [
  {
    href: `tel:${contact.phone}`,
    label: ((t) => t('account.contactCall', { phone: contact.phoneDisplay })) as Text,
    icon: IconPhone,
  },
  {
    href: `sms:${contact.phone}`,
    label: ((t) => t('account.contactMessage')) as Text,
    icon: IconMessageCircle,
  },
  {
    href: `mailto:${contact.email}`,
    label: ((t) => t('account.contactEmail', { email: contact.email })) as Text,
    icon: IconMail,
  },
  {
    href: contact.website,
    label: ((t) => t('shell.float.website')) as Text,
    icon: IconWorld,
    external: true,
  },
] as const;
