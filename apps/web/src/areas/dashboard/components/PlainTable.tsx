import { getSpacing, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A table of rows for the overview's small lists (latest orders, best sellers), drawn as Mantine's Table
 * draws them. Mantine's Table component carries its scroll area and that scroll area floating-ui, about
 * 6 KB on the wire that the dashboard's first load can do without. `minWidth` scrolls it sideways on a
 * narrow screen rather than squeezing it. Its styles are in app/global.css.
 */
export function PlainTable({
  children,
  verticalSpacing = 'xs',
  horizontalSpacing = 'xs',
  highlightOnHover = false,
  minWidth,
}: {
  children: ReactNode;
  verticalSpacing?: MantineSpacing;
  horizontalSpacing?: MantineSpacing;
  highlightOnHover?: boolean;
  minWidth?: number;
}) {
  const style = {
    '--plain-table-py': getSpacing(verticalSpacing),
    '--plain-table-px': getSpacing(horizontalSpacing),
    minWidth,
  } as CSSProperties;
  const table = (
    <table className="plain-table" data-hover={highlightOnHover || undefined} style={style}>
      <tbody>{children}</tbody>
    </table>
  );
  return minWidth ? <div style={{ overflowX: 'auto' }}>{table}</div> : table;
}
