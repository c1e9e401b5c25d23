import { queueHealth, responseTimeBand, type ServiceStatus } from '@kasuwa/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatTime } from '../../../lib/datetime';
import { useT } from '../i18n';
import { count } from '../labels';
import {
  downloadReport,
  monitorKeys,
  openQueueSession,
  useMetricsSummary,
  useMonitorQueues,
  useMonitorStatus,
  useVersions,
} from './monitor.api';

const STATUS_COLOURS: Record<ServiceStatus['status'], string> = {
  online: 'green',
  warning: 'yellow',
  offline: 'red',
};
// Text on white: shades deep enough for 4.5:1.
const BAND_COLOURS = { fast: 'kasuwa.8', medium: 'gold.8', slow: 'red.9' } as const;
const BOARD_URL = '/admin/queues/';
const SERVICE_STATUS = {
  online: 'admin.monitor.online',
  warning: 'admin.monitor.warning',
  offline: 'admin.monitor.offline',
} as const satisfies Record<ServiceStatus['status'], string>;
const QUEUE_COUNTS = {
  waiting: 'admin.monitor.waiting',
  active: 'admin.monitor.active',
  completed: 'admin.monitor.completed',
  failed: 'admin.monitor.failed',
  delayed: 'admin.monitor.delayed',
} as const;
const VERSION_STATUS = {
  active: 'admin.monitor.versionActive',
  deprecated: 'admin.monitor.versionDeprecated',
} as const;

/** Spec 2.18: System Monitor. */
export function MonitorPage() {
  const t = useT();
  const client = useQueryClient();
  const status = useMonitorStatus();
  const queues = useMonitorQueues();
  const versions = useVersions();
  const [board, setBoard] = useState<'hidden' | 'opening' | 'shown'>('hidden');
  const [boardError, setBoardError] = useState<string | null>(null);
  const [metricsOpen, setMetricsOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  const toggleBoard = async () => {
    if (board === 'shown') return setBoard('hidden');
    setBoard('opening');
    setBoardError(null);
    try {
      await openQueueSession();
      setBoard('shown');
    } catch {
      setBoard('hidden');
      setBoardError(t('admin.monitor.boardFailed'));
    }
  };

  const exportReport = async () => {
    setExporting(true);
    try {
      await downloadReport();
    } catch {
      window.alert(t('admin.monitor.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2}>{t('admin.monitor.title')}</Title>
        <Group>
          <Button variant="default" onClick={() => client.invalidateQueries({ queryKey: monitorKeys.all })}>
            {t('admin.monitor.refresh')}
          </Button>
          <Button variant="default" onClick={() => setMetricsOpen(true)}>
            {t('admin.monitor.viewMetrics')}
          </Button>
          <Button loading={exporting} onClick={exportReport}>
            {t('admin.monitor.export')}
          </Button>
        </Group>
      </Group>

      <Stack gap="sm">
        <Title order={4}>{t('admin.monitor.status')}</Title>
        {status.isLoading && <Loader />}
        {status.isError && <Alert color="red">{t('admin.monitor.statusFailed')}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {status.data?.map((s) => {
            const band = responseTimeBand(s.responseTime);
            return (
              <Card key={s.service} withBorder data-testid={`service-${s.service}`}>
                <Group justify="space-between">
                  <Text fw={600}>{s.service}</Text>
                  <Badge color={STATUS_COLOURS[s.status]}>{t(SERVICE_STATUS[s.status])}</Badge>
                </Group>
                {s.detail && (
                  <Text size="xs" c="dimmed">
                    {s.detail}
                  </Text>
                )}
                <Text size="sm" mt="xs">
                  {t('admin.monitor.responseTime')}{' '}
                  <Text span c={BAND_COLOURS[band]} fw={600} data-band={band}>
                    {t('admin.monitor.ms', { ms: s.responseTime })}
                  </Text>
                </Text>
                <Text size="sm">{t('admin.monitor.uptime', { uptime: s.uptime })}</Text>
                <Text size="xs" c="dimmed">
                  {t('admin.monitor.lastCheck', { time: formatTime(s.lastCheck, { seconds: true }) })}
                </Text>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>

      <Stack gap="sm">
        <Title order={4}>{t('admin.monitor.queues')}</Title>
        {queues.isError && <Alert color="red">{queues.error.message}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {queues.data?.queues.map((q) => {
            const health = queueHealth(q);
            return (
              <Card key={q.queueName} withBorder data-testid={`queue-${q.queueName}`}>
                <Group justify="space-between">
                  <Text fw={600}>{q.queueName}</Text>
                  <Badge color={health === 'Healthy' ? 'green' : 'red'}>
                    {health === 'Healthy' ? t('admin.monitor.healthy') : t('admin.monitor.issues')}
                  </Badge>
                </Group>
                <SimpleGrid cols={3} mt="xs" spacing={4}>
                  {(['waiting', 'active', 'completed', 'failed', 'delayed'] as const).map((k) => (
                    <div key={k}>
                      <Text size="xs" c="dimmed">
                        {t(QUEUE_COUNTS[k])}
                      </Text>
                      <Text fw={600}>{count(q[k])}</Text>
                    </div>
                  ))}
                </SimpleGrid>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>

      <Stack gap="sm">
        <Title order={4}>{t('admin.monitor.management')}</Title>
        <Group>
          <Button variant="light" loading={board === 'opening'} onClick={toggleBoard}>
            {board === 'shown' ? t('admin.monitor.hideBoard') : t('admin.monitor.showBoard')}
          </Button>
          <Anchor
            href={BOARD_URL}
            target="_blank"
            rel="noopener"
            onClick={() => {
              // The new tab needs the dashboard cookie as well; it is set before the tab loads.
              void openQueueSession();
            }}
          >
            {t('admin.monitor.newTab')}
          </Anchor>
        </Group>
        {boardError && <Alert color="red">{boardError}</Alert>}
        {board === 'shown' && (
          <iframe
            title="Bull Board"
            src={BOARD_URL}
            style={{
              width: '100%',
              height: 600,
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 8,
            }}
          />
        )}
      </Stack>

      <Stack gap="sm">
        <Title order={4}>{t('admin.monitor.versions')}</Title>
        {versions.data?.map((v) => (
          <Card key={v.version} withBorder>
            <Group justify="space-between">
              <Text fw={600}>{v.version}</Text>
              <Badge color={v.status === 'active' ? 'green' : v.status === 'deprecated' ? 'red' : 'gray'}>
                {v.status in VERSION_STATUS
                  ? t(VERSION_STATUS[v.status as keyof typeof VERSION_STATUS])
                  : v.status}
              </Badge>
            </Group>
            {v.releaseDate && (
              <Text size="xs" c="dimmed">
                {t('admin.monitor.released', { date: v.releaseDate })}
              </Text>
            )}
            <Text size="sm" mt="xs">
              {v.description}
            </Text>
            <List size="sm" mt="xs">
              {v.features.map((f) => (
                <List.Item key={f}>{f}</List.Item>
              ))}
            </List>
          </Card>
        ))}
      </Stack>

      <MetricsModal opened={metricsOpen} onClose={() => setMetricsOpen(false)} />
    </Stack>
  );
}

function MetricsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const metrics = useMetricsSummary(opened);
  const m = metrics.data;
  return (
    <Modal opened={opened} onClose={onClose} title={t('admin.monitor.metrics')} size="lg">
      {metrics.isLoading && <Loader />}
      {metrics.isError && <Alert color="red">{t('admin.monitor.metricsFailed')}</Alert>}
      {m && (
        <Stack>
          <SimpleGrid cols={3}>
            <Figure label={t('admin.monitor.httpRequests')} value={count(m.httpRequests)} />
            <Figure label={t('admin.monitor.queueDepth')} value={count(m.queueDepth)} />
            <Figure label={t('admin.monitor.jobFailures')} value={count(m.jobFailures)} />
            <Figure label={t('admin.monitor.dbPool')} value={`${m.dbPool.idle}/${m.dbPool.total}`} />
            <Figure label={t('admin.monitor.dbWaiting')} value={count(m.dbPool.waiting)} />
            <Figure
              label={t('admin.monitor.memory')}
              value={t('admin.monitor.mb', { mb: Math.round(m.memoryRssBytes / 1048576) })}
            />
          </SimpleGrid>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.monitor.route')}</Table.Th>
                <Table.Th>{t('admin.monitor.requests')}</Table.Th>
                <Table.Th>{t('admin.monitor.latency')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {m.httpRequestsPerRoute.map((r) => (
                <Table.Tr key={`${r.method} ${r.route}`}>
                  <Table.Td>
                    {r.method} {r.route}
                  </Table.Td>
                  <Table.Td>{r.count}</Table.Td>
                  <Table.Td>{t('admin.monitor.ms', { ms: r.meanMs })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            {t('admin.monitor.prometheus')}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Card>
  );
}
