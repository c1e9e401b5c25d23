import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableSkeleton } from './TableSkeleton';

interface ListTableProps {
  /** The table's accessible name ("Stores"). */
  label: string;
  /** The header row's cells (`<Table.Th>`s). */
  head: ReactNode;
  /** How many columns, for the placeholder rows and the empty row's span. */
  columns: number;
  /** True until the first answer: placeholder rows, marked busy. */
  loading: boolean;
  /** Shown across the table when it has no rows (a sentence, or an EmptyState). */
  empty?: ReactNode;
  /** Below this width it scrolls sideways rather than squeezing its columns. */
  minWidth?: number;
  /** How many rows there are: none shows `empty`. */
  count: number | undefined;
  /** Space between columns, for a table with many narrow ones. */
  horizontalSpacing?: number | string;
  /** The rows (`<Table.Tr>`s). */
  children: ReactNode;
}

/** A list's table: header, rows, placeholder rows while loading, and a row saying when there are none. */
export function ListTable({
  label,
  head,
  columns,
  loading,
  empty,
  minWidth,
  count,
  horizontalSpacing,
  children,
}: ListTableProps) {
  const table = (
    <Table highlightOnHover verticalSpacing="sm" horizontalSpacing={horizontalSpacing} aria-label={label}>
      <Table.Thead bg="var(--mantine-color-gray-0)">
        <Table.Tr>{head}</Table.Tr>
      </Table.Thead>
      {loading ? (
        <TableSkeleton columns={columns} />
      ) : (
        <Table.Tbody>
          {children}
          {count === 0 && empty ? (
            <Table.Tr>
              <Table.Td colSpan={columns} ta="center" c="dimmed" py="lg">
                {empty}
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      )}
    </Table>
  );
  return minWidth ? <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer> : table;
}
