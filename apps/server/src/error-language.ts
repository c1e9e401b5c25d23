import { accountLocale } from './modules/admin-users';
import { errorText, validationText } from './modules/messages';
import type { ErrorLanguage } from './platform/errors';
import type { Deps } from './platform/http';

/**
 * How error answers reach the reader's language (issue 33), wired here because it joins two modules
 * the platform's error handler may not import: the message catalogue's words and the account's
 * chosen language (users.locale).
 */
export function errorLanguage(deps: Pick<Deps, 'database'>): ErrorLanguage {
  return {
    text: errorText,
    detail: validationText,
    accountLocale: (request) => accountLocale({ db: deps.database.db }, request.actor!.id),
  };
}
