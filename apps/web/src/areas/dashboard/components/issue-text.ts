import type { z } from 'zod';
import { getLocale } from '../../../i18n/i18n';
import { translate } from './i18n';

/**
 * A form field's problem in the reader's language. The contracts' schemas (shared with the server) carry
 * their messages in English: English keeps the schema's precise words; another language gets the rule
 * broken in its own words by the issue's code (required, too short or long, a choice, an address), and a
 * rule without a general wording (a refinement) keeps the schema's English rather than a wrong guess.
 */
export function issueText(issue: z.core.$ZodIssue): string {
  if (getLocale() === 'en-NG') return issue.message;
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1
          ? translate('dashboard.field.required')
          : translate('dashboard.field.tooShort', { min });
      if (issue.origin === 'array' || issue.origin === 'set') return translate('dashboard.field.chooseOne');
      if (issue.origin === 'number' || issue.origin === 'int')
        return translate('dashboard.field.tooSmall', { min });
      return issue.message;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return translate('dashboard.field.tooLong', { max });
      if (issue.origin === 'number' || issue.origin === 'int')
        return translate('dashboard.field.tooBig', { max });
      return issue.message;
    }
    case 'invalid_format':
      if (issue.format === 'email') return translate('dashboard.field.email');
      if (issue.format === 'url') return translate('dashboard.field.url');
      return issue.message;
    case 'invalid_value':
      return translate('dashboard.field.choose');
    case 'invalid_type':
      return issue.expected === 'number'
        ? translate('dashboard.field.number')
        : issue.input === undefined || issue.input === null
          ? translate('dashboard.field.required')
          : issue.message;
    default:
      return issue.message;
  }
}
