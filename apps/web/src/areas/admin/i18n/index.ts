import { definePart } from '../../../i18n/i18n';
import english from './en-NG';

/**
 * The back office's part of the web catalogue (i18n.ts, definePart): `useT` knows its keys and the core's.
 * One part for the whole area: the admin frame (AdminShell) imports it and draws around every admin
 * screen, so its texts share the frame's chunk whichever screen is opened first.
 */
export const { useT, translate } = await definePart(
  'admin',
  english,
  import.meta.glob(['./*.ts', '!./en-NG.ts', '!./index.ts']),
);
