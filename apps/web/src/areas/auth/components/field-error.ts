import { loginMessages, resetMessages } from '@kasuwa/contracts';
import { useCallback } from 'react';
import { useT } from '../i18n';

/**
 * The contracts' schemas (shared with the server) word their messages in English; the forms show each in
 * the reader's language by its English text. One the catalogue lacks shows as the schema wrote it.
 */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const t = useT();
  return useCallback(
    (message) => {
      switch (message) {
        case undefined:
          return undefined;
        case loginMessages.emailRequired:
          return t('auth.field.emailRequired');
        case loginMessages.emailInvalid:
        case 'Please enter a valid email!':
          return t('auth.field.emailInvalid');
        case 'Email must be at most 254 characters.':
          return t('auth.field.emailLong');
        case loginMessages.passwordRequired:
          return t('auth.field.passwordRequired');
        case loginMessages.passwordShort:
          return t('auth.field.passwordShort');
        case 'Password must be at most 200 characters.':
          return t('auth.field.passwordLong');
        case 'Enter the 6-digit code from the e-mail.':
          return t('auth.field.code');
        case resetMessages.newPassword:
          return t('auth.field.newPassword');
        case resetMessages.confirmShort:
          return t('auth.field.confirmShort');
        case resetMessages.mismatch:
          return t('auth.field.mismatch');
        default:
          return message;
      }
    },
    [t],
  );
}
