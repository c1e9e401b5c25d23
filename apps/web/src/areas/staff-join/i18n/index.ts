import { definePart } from '../../../i18n/i18n';
import english from './en-NG';

/** Accepting a staff invitation: its part of the web catalogue (i18n.ts, definePart). */
export const { useT, translate } = await definePart(
  'staff-join',
  english,
  import.meta.glob(['./*.ts', '!./en-NG.ts', '!./index.ts']),
);
