import { definePart } from '../../../i18n/i18n';
import english from './en-NG';

/** The sign-up screen's part of the web catalogue (i18n.ts, definePart): `useT` knows its keys and the core's. */
export const { useT, translate } = await definePart(
  'register',
  english,
  import.meta.glob(['./*.ts', '!./en-NG.ts', '!./index.ts']),
);
