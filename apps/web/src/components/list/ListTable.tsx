import { Box, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryError } from './QueryError';
import { TableSkeleton } from './TableSkeleton';

interface ListTableProps {
  /** The table's accessible name ("Stores"). */
  label: string;
  /** The header row's cells (`<Table.Th>`s). */
  head: ReactNode;
  /** How many columns, for the placeholder rows and the empty row's span. */
  columns: number;
  /** How many placeholder rows while loading. */
  rows?: number;
  /** True until the first answer: placeholder rows, marked busy. */
  loading: boolean;
  /** Shown across the table when it has no rows (a sentence, or an EmptyState). */
  empty?: ReactNode;
  /**
   * Shown instead of the whole table (and its footer) when there are no rows: a dashboard list's
   * EmptyState with its own action reads better without an empty header row above it.
   */
  emptyPage?: ReactNode;
  /** The request's error: shown instead of the table, with a retry when `onRetry` is given. */
  error?: unknown;
  onRetry?: () => void;
  /** Below this width it scrolls sideways rather than squeezing its columns; 0 or none: no minimum. */
  minWidth?: number;
  /** How many rows there are: none shows `empty`. */
  count: number | undefined;
  /** Space between columns, for a table with many narrow ones. */
  horizontalSpacing?: number | string;
  /** Under the rows once they are there and not empty (the pager). */
  footer?: ReactNode;
  /** The rows (`<Table.Tr>`s). */
  children: ReactNode;
}

/**
 * A list's table: header, rows, placeholder rows while loading, the error in words, and a row (or a
 * whole empty state) saying when there are none. Every admin and dashboard list draws its rows here.
 */
export function ListTable({
  label,
  head,
  columns,
  rows,
  loading,
  empty,
  emptyPage,
  error,
  onRetry,
  minWidth,
  count,
  horizontalSpacing,
  footer,
  children,
}: ListTableProps) {
  if (error) {
    return (
      <Box p="md">
        <QueryError error={error} onRetry={onRetry} />
      </Box>
    );
  }
  if (!loading && count === 0 && emptyPage) return <>{emptyPage}</>;
  const table = (
    <Table highlightOnHover verticalSpacing="sm" horizontalSpacing={horizontalSpacing} aria-label={label}>
      <Table.Thead bg="var(--mantine-color-gray-0)">
        <Table.Tr>{head}</Table.Tr>
      </Table.Thead>
      {loading ? (
        <TableSkeleton columns={columns} rows={rows} />
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
  return (
    <>
      {minWidth ? <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer> : table}
      {!loading && footer}
    </>
  );
}
