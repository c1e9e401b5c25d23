import { Badge, Code, Group, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../i18n';

type Snapshot = Record<string, unknown>;

export interface DiffRow {
  key: string;
  before: unknown;
  after: unknown;
  /** Present on one side only, or with different values. */
  changed: boolean;
}

/** An audit snapshot as fields; a bare value (rare) becomes one field named "value". */
function fields(value: unknown): Snapshot | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && !Array.isArray(value)) return value as Snapshot;
  return { value };
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Every field of either snapshot, in the order they first appear, marked changed or not. */
export function diffSnapshots(before: unknown, after: unknown): DiffRow[] {
  const b = fields(before) ?? {};
  const a = fields(after) ?? {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.map((key) => ({
    key,
    before: b[key],
    after: a[key],
    changed: !(key in b) || !(key in a) || !same(b[key], a[key]),
  }));
}

function Value({ value, tone }: { value: unknown; tone?: 'removed' | 'added' }) {
  const t = useT();
  if (value === undefined) {
    return (
      <Text size="xs" c="dimmed" fs="italic">
        {t('admin.audit.none')}
      </Text>
    );
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return (
    <Code
      block
      fz="xs"
      bg={tone === 'removed' ? 'red.0' : tone === 'added' ? 'green.0' : 'transparent'}
      c={tone === 'removed' ? 'red.9' : tone === 'added' ? 'green.9' : undefined}
      p={4}
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    >
      {text}
    </Code>
  );
}

/**
 * The before/after of one audit entry, field by field. Changed fields are highlighted and shown
 * first-class; unchanged ones are behind a switch so a large row does not bury the change.
 */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const t = useT();
  const rows = diffSnapshots(before, after);
  const changed = rows.filter((row) => row.changed);
  const unchanged = rows.length - changed.length;
  const [showAll, setShowAll] = useState(changed.length === 0);
  const shown = showAll ? rows : changed;
  const kind =
    before == null && after != null
      ? t('admin.audit.created')
      : after == null && before != null
        ? t('admin.audit.removed')
        : null;

  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('admin.audit.noSnapshot')}
      </Text>
    );
  }
  return (
    <>
      <Group justify="space-between" mb="xs">
        <Text size="sm" fw={500}>
          {kind ?? t('admin.audit.changedCount', { count: changed.length })}
        </Text>
        {unchanged > 0 && (
          <Switch
            size="xs"
            label={t('admin.audit.showUnchanged', { count: unchanged })}
            checked={showAll}
            onChange={(event) => setShowAll(event.currentTarget.checked)}
          />
        )}
      </Group>
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing={4}
        layout="fixed"
        aria-label={t('admin.audit.changes')}
        bg="white"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="22%">{t('admin.audit.field')}</Table.Th>
            <Table.Th>{t('admin.audit.before')}</Table.Th>
            <Table.Th>{t('admin.audit.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row) => (
            <Table.Tr
              key={row.key}
              bg={row.changed ? 'yellow.0' : undefined}
              data-changed={row.changed || undefined}
            >
              <Table.Td style={{ verticalAlign: 'top' }}>
                <Group gap={6} wrap="nowrap">
                  <Text
                    size="sm"
                    ff="monospace"
                    fw={row.changed ? 600 : 400}
                    style={{ wordBreak: 'break-all' }}
                  >
                    {row.key}
                  </Text>
                  {row.changed && (
                    <Badge size="xs" color="yellow" variant="filled" c="dark">
                      {t('admin.audit.changed')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td style={{ verticalAlign: 'top' }}>
                <Value value={row.before} tone={row.changed ? 'removed' : undefined} />
              </Table.Td>
              <Table.Td style={{ verticalAlign: 'top' }}>
                <Value value={row.after} tone={row.changed ? 'added' : undefined} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
