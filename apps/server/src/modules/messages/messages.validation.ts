import { DEFAULT_LOCALE, type Locale, PHONE_HINT } from '@kasuwa/contracts';
import type { ValidationMessageId } from './messages.errors.params';
import { tIn } from './messages.format';

/**
 * Our own words in a refused form's field details (the contracts' zod messages a shopper or a vendor
 * meets: checkout, the cart, the contact and newsletter forms), by their English text, which is how a
 * zod issue carries them. Messages zod writes itself ("Too big: …") are the library's and pass as they
 * came; so does any of ours not listed here yet.
 */
const OURS: Readonly<Record<string, ValidationMessageId>> = {
  'Enter a valid email address.': 'validation.email',
  'Please enter a valid email address': 'validation.email',
  'Enter a valid phone number.': 'validation.phone',
  [PHONE_HINT]: 'validation.phone_hint',
  'Enter your full name.': 'validation.full_name',
  'Enter the street address.': 'validation.street',
  'Enter the city or town.': 'validation.city',
  'Choose the state or region.': 'validation.state',
  'Choose a Nigerian state.': 'validation.nigerian_state',
  'Enter a quantity from 1 to 99.': 'validation.quantity',
  'Your name is required.': 'validation.your_name',
  'Full name is required.': 'validation.your_name',
  'Your email is required.': 'validation.your_email',
  'Email is required.': 'validation.your_email',
  'Your message is required.': 'validation.your_message',
  'Your name must be at most 120 characters.': 'validation.name_too_long',
  'Full name must be at most 120 characters.': 'validation.name_too_long',
  'Subject must be at most 200 characters.': 'validation.subject_too_long',
  'Your message must be at most 5000 characters.': 'validation.message_too_long',
  'Email must be at most 254 characters.': 'validation.email_too_long',
  'Search for at most 100 characters.': 'validation.search_too_long',
  'Tell us what went wrong (at least 10 characters).': 'validation.dispute_reason',
};

/** A validation detail's text in `locale`: ours from the catalogue, anything else as it came. */
export function validationText(message: string, locale: Locale): string {
  const id = locale === DEFAULT_LOCALE ? undefined : OURS[message];
  return id ? tIn(locale, id) : message;
}
