import { definePart } from '../../../i18n/i18n';
import english from './en-NG';

/** The shopper's payment page's part of the web catalogue (i18n.ts, definePart). */
export const { useT, translate } = await definePart(
  'checkout',
  english,
  import.meta.glob(['./*.ts', '!./en-NG.ts', '!./index.ts']),
);
