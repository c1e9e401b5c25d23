import { loginMessages } from '@kasuwa/contracts';
import type english from './i18n/en-NG';

type FieldKey = Extract<keyof typeof english, `register.field.${string}`>;

/**
 * registerSchema (the contracts', shared with the server) words its messages in English: each one's key
 * in this part of the catalogue, so the form shows it in the reader's language.
 */
export const FIELD_MESSAGES: Readonly<Record<string, FieldKey>> = {
  'Business name is required.': 'register.field.businessRequired',
  'Business name must be at least 2 characters.': 'register.field.businessShort',
  'Business name must be at most 120 characters.': 'register.field.businessLong',
  'First name is required.': 'register.field.firstRequired',
  'First name must be at most 80 characters.': 'register.field.firstLong',
  'Last name is required.': 'register.field.lastRequired',
  'Last name must be at most 80 characters.': 'register.field.lastLong',
  [loginMessages.emailRequired]: 'register.field.emailRequired',
  [loginMessages.emailInvalid]: 'register.field.emailInvalid',
  'Email must be at most 254 characters.': 'register.field.emailLong',
  'Phone number is required.': 'register.field.phoneRequired',
  'Please enter a valid phone number, e.g. 0803 123 4567.': 'register.field.phoneInvalid',
  [loginMessages.passwordRequired]: 'register.field.passwordRequired',
  [loginMessages.passwordShort]: 'register.field.passwordShort',
  'Password must be at most 200 characters.': 'register.field.passwordLong',
};
