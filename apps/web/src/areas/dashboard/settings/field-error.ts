import { useT } from './i18n';

type Key = Parameters<ReturnType<typeof useT>>[0];

/**
 * A settings field's problem in the reader's language. The contracts' schema checks the form in the
 * browser with English messages; the issue's code (zodResolver keeps it as the error's type) says which
 * problem it is. A message the server sent (setError, no type) is already in the reader's language.
 */
export function useFieldError() {
  const t = useT();
  return (error: { type?: string; message?: string } | undefined, badFormat?: Key): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'too_small') return t('settings.error.required');
    if (error.type === 'too_big') return t('settings.error.tooLong');
    if (error.type === 'invalid_format' && badFormat) return t(badFormat);
    return error.message;
  };
}
