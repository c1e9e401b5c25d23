import type { AuditEntry, ErrorReportRecord } from '@kasuwa/contracts';
import {
  ActionIcon,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  ScrollArea,
  Stack,
  Table,
  Tabs,
  Text,
} from '@mantine/core';
import {
  IconBug,
  IconCheck,
  IconChevronDown,
  IconChevronRight,
  IconCopy,
  IconHistory,
} from '@tabler/icons-react';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { PageHeader, useListQuery } from '../../../components/list';
import { formatDate, formatTime } from '../../../lib/datetime';
import { useCan } from '../api';
import { useT } from '../i18n';
import { AuditDiff } from './AuditDiff';
import { LogTable, NoPermission } from './LogTable';
import { useAuditLog, useErrorReports } from './logs.api';

const FILTERS = ['tab'] as const;
type Tab = 'errors' | 'audit';

/** Date over time, so the column stays narrow. */
function DateTime({ iso }: { iso: string }) {
  return (
    <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
      <Text size="sm">{formatDate(iso)}</Text>
      <Text size="xs" c="dimmed">
        {formatTime(iso, { seconds: true })}
      </Text>
    </Stack>
  );
}

/** Which rows are open, by id. */
function useExpanded() {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  return {
    isOpen: (id: number) => open.has(id),
    toggle: (id: number) =>
      setOpen((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
  };
}

function ExpandToggle({ open, label, onClick }: { open: boolean; label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="gray" aria-label={label} aria-expanded={open} onClick={onClick}>
      {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
    </ActionIcon>
  );
}

function JsonBlock({ value, label }: { value: unknown; label: string }) {
  const t = useT();
  const text = JSON.stringify(value, null, 2);
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <CopyButton value={text} timeout={3000}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="default"
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
            >
              {copied ? t('admin.common.copied') : t('admin.logs.copyJson')}
            </Button>
          )}
        </CopyButton>
      </Group>
      {/* Focusable so the keyboard can scroll a long report (the block inside carries the label). */}
      <ScrollArea.Autosize mah={360} type="auto" viewportProps={{ tabIndex: 0 }}>
        <Code block fz="xs" aria-label={label} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {text}
        </Code>
      </ScrollArea.Autosize>
    </Stack>
  );
}

function Clipped({ children, w }: { children: ReactNode; w: number }) {
  return (
    <Text size="sm" maw={w} truncate="end" title={typeof children === 'string' ? children : undefined}>
      {children}
    </Text>
  );
}

function ErrorReportRows({ reports }: { reports: ErrorReportRecord[] }) {
  const t = useT();
  const expanded = useExpanded();
  return reports.map((report) => {
    const open = expanded.isOpen(report.id);
    const source = report.error.source ?? report.error.url ?? '';
    return (
      <Fragment key={report.id}>
        <Table.Tr bg={open ? 'gray.0' : undefined}>
          <Table.Td>
            <ExpandToggle
              open={open}
              label={t('admin.logs.detailsOf', { id: report.errorId })}
              onClick={() => expanded.toggle(report.id)}
            />
          </Table.Td>
          <Table.Td>
            <DateTime iso={report.createdAt} />
          </Table.Td>
          <Table.Td>
            <Text size="sm" ff="monospace" maw={120} style={{ wordBreak: 'break-all' }}>
              {report.errorId}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text
              size="xs"
              ff="monospace"
              c="red.8"
              bg="red.0"
              px={4}
              maw={130}
              truncate="end"
              title={report.error.code}
              style={{ borderRadius: 4 }}
            >
              {report.error.code}
            </Text>
          </Table.Td>
          <Table.Td>
            <Clipped w={190}>{report.error.message}</Clipped>
          </Table.Td>
          <Table.Td>
            {report.userMessage ? (
              <Clipped w={160}>{report.userMessage}</Clipped>
            ) : (
              <Text size="sm" c="dimmed">
                —
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Stack gap={0}>
              {report.error.source && <Clipped w={160}>{report.error.source}</Clipped>}
              {report.error.url && (
                <Text size="xs" c="dimmed" maw={160} truncate="end" title={report.error.url}>
                  {report.error.url}
                </Text>
              )}
              {!source && (
                <Text size="sm" c="dimmed">
                  —
                </Text>
              )}
            </Stack>
          </Table.Td>
        </Table.Tr>
        {open && (
          <Table.Tr bg="gray.0">
            <Table.Td colSpan={7} px="md" pb="md">
              <Stack gap="sm">
                {report.userMessage && (
                  <Text size="sm">
                    <Text span fw={500}>
                      {t('admin.logs.userDescriptionLabel')}{' '}
                    </Text>
                    {report.userMessage}
                  </Text>
                )}
                {report.userAgent && (
                  <Text size="xs" c="dimmed">
                    {report.userAgent}
                  </Text>
                )}
                <JsonBlock value={report.error} label={t('admin.logs.errorLabel', { id: report.errorId })} />
              </Stack>
            </Table.Td>
          </Table.Tr>
        )}
      </Fragment>
    );
  });
}

function AuditRows({ entries }: { entries: AuditEntry[] }) {
  const t = useT();
  const expanded = useExpanded();
  return entries.map((entry) => {
    const open = expanded.isOpen(entry.id);
    return (
      <Fragment key={entry.id}>
        <Table.Tr bg={open ? 'gray.0' : undefined}>
          <Table.Td>
            <ExpandToggle
              open={open}
              label={t('admin.logs.changesOf', {
                action: entry.action,
                entity: entry.entityType,
                id: entry.entityId,
              })}
              onClick={() => expanded.toggle(entry.id)}
            />
          </Table.Td>
          <Table.Td>
            <DateTime iso={entry.createdAt} />
          </Table.Td>
          <Table.Td>
            <Text size="sm">{entry.actorName}</Text>
            <Text size="xs" c="dimmed">
              {entry.actorRole}
            </Text>
          </Table.Td>
          <Table.Td>
            <Badge variant="light" radius="sm" style={{ textTransform: 'none' }}>
              {entry.action}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Text size="sm">
              {entry.entityType}{' '}
              <Text span ff="monospace" c="dimmed">
                #{entry.entityId}
              </Text>
            </Text>
          </Table.Td>
        </Table.Tr>
        {open && (
          <Table.Tr bg="gray.0">
            <Table.Td colSpan={5} px="md" pb="md">
              <AuditDiff before={entry.before} after={entry.after} />
            </Table.Td>
          </Table.Tr>
        )}
      </Fragment>
    );
  });
}

function ErrorReportsTab() {
  const t = useT();
  const list = useListQuery(FILTERS);
  const query = useErrorReports(list.page, list.limit);
  useClampPage(query.data?.totalPages, list.page, list.setPage);
  return (
    <LogTable
      query={query}
      label={t('admin.logs.errors')}
      summary={(first, last, total) => t('admin.logs.errorsSummary', { first, last, total })}
      loadFailed={t('admin.logs.errorsFailed')}
      empty={t('admin.logs.errorsNone')}
      columns={[
        t('admin.logs.time'),
        t('admin.logs.errorId'),
        t('admin.logs.code'),
        t('admin.logs.message'),
        t('admin.logs.userDescription'),
        t('admin.logs.source'),
      ]}
      minWidth={900}
      limit={list.limit}
      onPage={list.setPage}
      onLimit={list.setLimit}
      renderRows={(reports) => <ErrorReportRows reports={reports} />}
    />
  );
}

function AuditTab() {
  const t = useT();
  const list = useListQuery(FILTERS);
  const query = useAuditLog(list.page, list.limit);
  useClampPage(query.data?.totalPages, list.page, list.setPage);
  return (
    <LogTable
      query={query}
      label={t('admin.logs.audit')}
      summary={(first, last, total) => t('admin.logs.auditSummary', { first, last, total })}
      loadFailed={t('admin.logs.auditFailed')}
      empty={t('admin.logs.auditNone')}
      columns={[t('admin.logs.when'), t('admin.logs.who'), t('admin.logs.action'), t('admin.logs.entity')]}
      minWidth={760}
      limit={list.limit}
      onPage={list.setPage}
      onLimit={list.setLimit}
      renderRows={(entries) => <AuditRows entries={entries} />}
    />
  );
}

/** A page past the end (an old link, a smaller page size) moves to the last page there is. */
function useClampPage(lastPage: number | undefined, page: number, setPage: (page: number) => void) {
  useEffect(() => {
    if (lastPage !== undefined && lastPage > 0 && page > lastPage) setPage(lastPage);
  }, [lastPage, page, setPage]);
}

/** Logs: error reports customers send from the login-error page, and the audit log of admin changes. */
export function LogsPage() {
  const t = useT();
  const canView = useCan('view_logs');
  const list = useListQuery(FILTERS);
  const tab: Tab = list.filters.tab === 'audit' ? 'audit' : 'errors';
  return (
    <Stack gap="md">
      <PageHeader level={1} title={t('admin.nav.logs')} />
      {canView ? (
        <Tabs
          value={tab}
          onChange={(value) => list.setFilter('tab', value === 'audit' ? 'audit' : '')}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="errors" leftSection={<IconBug size={16} />}>
              {t('admin.logs.errors')}
            </Tabs.Tab>
            <Tabs.Tab value="audit" leftSection={<IconHistory size={16} />}>
              {t('admin.logs.audit')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="errors">
            <ErrorReportsTab />
          </Tabs.Panel>
          <Tabs.Panel value="audit">
            <AuditTab />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <NoPermission />
      )}
    </Stack>
  );
}
