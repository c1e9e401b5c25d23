import { Box, Card, Skeleton, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { QueryError } from './QueryError';
import { TableSkeleton } from './TableSkeleton';

interface ListProps {
  /** The list's accessible name ("Stores"). */
  label: string;
  /** True until the first answer: placeholders, marked busy. */
  loading: boolean;
  /** How many placeholder rows (or cards) while loading. */
  rows?: number;
  /** How many entries there are: none shows `empty` (or `emptyPage`). */
  count: number | undefined;
  /** Shown in the list when it has no entries (a sentence, or an EmptyState). */
  empty?: ReactNode;
  /**
   * Shown instead of the whole list (and its footer) when there are no entries: a dashboard list's
   * EmptyState with its own action reads better without an empty header row above it.
   */
  emptyPage?: ReactNode;
  /** The request's error: shown instead of the list, with a retry when `onRetry` is given. */
  error?: unknown;
  onRetry?: () => void;
  /** Under the entries once they are there and not empty (the pager). */
  footer?: ReactNode;
  /** The entries: `<Table.Tr>`s, or cards with `layout="cards"`. */
  children: ReactNode;
}

interface TableLayout {
  layout?: 'table';
  /** The header row's cells (`<Table.Th>`s). */
  head: ReactNode;
  /** How many columns, for the placeholder rows and the empty row's span. */
  columns: number;
  /** Below this width it scrolls sideways rather than squeezing its columns; 0 or none: no minimum. */
  minWidth?: number;
  /** Space between columns, for a table with many narrow ones. */
  horizontalSpacing?: number | string;
}

/** Entries that carry more than a row holds (a message, an invoice with its actions): one card each. */
interface CardLayout {
  layout: 'cards';
  /** Space between the cards. */
  gap?: string;
}

export type ListTableProps = ListProps & (TableLayout | CardLayout);

/**
 * A list: a table (header, rows) or a column of cards, placeholders while loading, the error in words,
 * and a row (or a whole empty state) saying when there are none. Every admin and dashboard list draws its
 * entries here, so loading, failing and being empty look and read the same everywhere.
 */
export function ListTable(props: ListTableProps) {
  const { label, loading, rows, count, empty, emptyPage, error, onRetry, footer, children } = props;
  const t = useT();
  if (error) {
    return (
      <Box p={props.layout === 'cards' ? 0 : 'md'}>
        <QueryError error={error} onRetry={onRetry} />
      </Box>
    );
  }
  if (!loading && count === 0 && emptyPage) return <>{emptyPage}</>;
  const none = !loading && count === 0 && empty ? empty : null;
  let list: ReactNode;
  if (props.layout === 'cards') {
    list = loading ? (
      <Stack gap={props.gap ?? 'xs'} role="group" aria-busy="true" aria-label={t('list.loading')}>
        {Array.from({ length: rows ?? 3 }, (_, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity.
          <Card key={r} withBorder radius="md" padding="sm">
            <Skeleton height={14} radius="sm" width="50%" mb="xs" />
            <Skeleton height={12} radius="sm" width="80%" />
          </Card>
        ))}
      </Stack>
    ) : (
      // A named group: a plain div may not carry a name, and a list role would ask its cards to be items.
      <Stack gap={props.gap ?? 'xs'} role="group" aria-label={label}>
        {children}
        {none}
      </Stack>
    );
  } else {
    const table = (
      <Table
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing={props.horizontalSpacing}
        aria-label={label}
      >
        <Table.Thead bg="var(--mantine-color-gray-0)">
          <Table.Tr>{props.head}</Table.Tr>
        </Table.Thead>
        {loading ? (
          <TableSkeleton columns={props.columns} rows={rows} />
        ) : (
          <Table.Tbody>
            {children}
            {none ? (
              <Table.Tr>
                <Table.Td colSpan={props.columns} ta="center" c="dimmed" py="lg">
                  {none}
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        )}
      </Table>
    );
    list = props.minWidth ? (
      // A region that scrolls sideways must take the keyboard's focus, so arrow keys can scroll it.
      <Table.ScrollContainer minWidth={props.minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        {table}
      </Table.ScrollContainer>
    ) : (
      table
    );
  }
  return (
    <>
      {list}
      {!loading && count !== 0 && footer}
    </>
  );
}
