import { useMatches } from '@mantine/core';

/**
 * True below the `sm` breakpoint, where tables drop their secondary columns (visibleFrom="sm") and no
 * longer need a minimum width: what is left fits a 390 px screen without sideways scrolling.
 */
export function usePhone(): boolean {
  return useMatches({ base: true, sm: false });
}

/** A table's minimum width: none on a phone, the desktop layout's own from `sm` up. */
export function useTableMinWidth(desktop: number): number {
  return usePhone() ? 0 : desktop;
}
