import { Alert, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconLock, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListTable, Pager } from '../../../components/list';
import { useT } from '../i18n';
import { isForbidden, type LogPage } from './logs.api';

export function NoPermission() {
  const t = useT();
  return (
    <Alert color="orange" variant="light" icon={<IconLock />} role="alert" title={t('admin.nav.logs')}>
      {t('admin.logs.noPermission')}
    </Alert>
  );
}

interface LogTableProps<T> {
  query: UseQueryResult<LogPage<T>, Error>;
  label: string;
  /** The page's line under the table ("Showing 1–20 of 45 changes"). */
  summary: (first: number, last: number, total: number) => string;
  /** Shown when the list fails with no message of its own. */
  loadFailed: string;
  empty: string;
  columns: string[];
  minWidth: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  renderRows: (rows: T[]) => ReactNode;
}

/** A paged log table with its loading, empty, refused and failed states; its first column opens a row. */
export function LogTable<T>({
  query,
  label,
  summary,
  loadFailed,
  empty,
  columns,
  minWidth,
  limit,
  onPage,
  onLimit,
  renderRows,
}: LogTableProps<T>) {
  const t = useT();
  const { data } = query;
  if (query.isError && isForbidden(query.error)) return <NoPermission />;
  return (
    <Stack gap="md">
      {query.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{query.error.message || loadFailed}</Text>
            <Button
              size="xs"
              variant="white"
              color="red"
              leftSection={<IconRefresh size={14} />}
              loading={query.isFetching}
              onClick={() => query.refetch()}
            >
              {t('admin.common.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      <Paper withBorder radius="md" hidden={query.isError && !data}>
        <ListTable
          label={label}
          minWidth={minWidth}
          horizontalSpacing={8}
          columns={columns.length + 1}
          loading={query.isPending}
          count={data?.rows.length}
          empty={empty}
          head={
            <>
              <Table.Th w={40}>
                <VisuallyHidden>{t('admin.logs.details')}</VisuallyHidden>
              </Table.Th>
              {columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </>
          }
        >
          {data && renderRows(data.rows)}
        </ListTable>
      </Paper>
      {data && (
        <Pager
          page={data.page}
          totalPages={data.totalPages}
          total={data.total}
          limit={limit}
          noun=""
          summary={summary}
          onPage={onPage}
          onLimit={onLimit}
        />
      )}
    </Stack>
  );
}
