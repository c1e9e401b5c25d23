import { definePart } from '../../../i18n/i18n';
import english from './en-NG';

/** The sign-in screens' part of the web catalogue (i18n.ts, definePart): `useT` knows its keys and the core's. */
export const { useT, translate } = await definePart(
  'auth',
  english,
  import.meta.glob(['./*.ts', '!./en-NG.ts', '!./index.ts']),
);
