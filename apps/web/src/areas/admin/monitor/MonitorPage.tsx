import { EXPORT_FAILED_ALERT, queueHealth, responseTimeBand, type ServiceStatus } from '@kasuwa/contracts';
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

/** Spec 2.18: System Monitor. */
export function MonitorPage() {
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
      setBoardError('The queue dashboard could not be opened.');
    }
  };

  const exportReport = async () => {
    setExporting(true);
    try {
      await downloadReport();
    } catch {
      window.alert(EXPORT_FAILED_ALERT);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2}>System Monitor</Title>
        <Group>
          <Button variant="default" onClick={() => client.invalidateQueries({ queryKey: monitorKeys.all })}>
            Refresh Now
          </Button>
          <Button variant="default" onClick={() => setMetricsOpen(true)}>
            View Metrics
          </Button>
          <Button loading={exporting} onClick={exportReport}>
            Export Report
          </Button>
        </Group>
      </Group>

      <Stack gap="sm">
        <Title order={4}>System Status</Title>
        {status.isLoading && <Loader />}
        {status.isError && <Alert color="red">The system status could not be loaded.</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {status.data?.map((s) => {
            const band = responseTimeBand(s.responseTime);
            return (
              <Card key={s.service} withBorder data-testid={`service-${s.service}`}>
                <Group justify="space-between">
                  <Text fw={600}>{s.service}</Text>
                  <Badge color={STATUS_COLOURS[s.status]}>{s.status}</Badge>
                </Group>
                {s.detail && (
                  <Text size="xs" c="dimmed">
                    {s.detail}
                  </Text>
                )}
                <Text size="sm" mt="xs">
                  Response time:{' '}
                  <Text span c={BAND_COLOURS[band]} fw={600} data-band={band}>
                    {s.responseTime} ms
                  </Text>
                </Text>
                <Text size="sm">Uptime: {s.uptime}</Text>
                <Text size="xs" c="dimmed">
                  Last check {formatTime(s.lastCheck, { seconds: true })}
                </Text>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>

      <Stack gap="sm">
        <Title order={4}>Queue Performance</Title>
        {queues.isError && <Alert color="red">{queues.error.message}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {queues.data?.queues.map((q) => {
            const health = queueHealth(q);
            return (
              <Card key={q.queueName} withBorder data-testid={`queue-${q.queueName}`}>
                <Group justify="space-between">
                  <Text fw={600}>{q.queueName}</Text>
                  <Badge color={health === 'Healthy' ? 'green' : 'red'}>{health}</Badge>
                </Group>
                <SimpleGrid cols={3} mt="xs" spacing={4}>
                  {(['waiting', 'active', 'completed', 'failed', 'delayed'] as const).map((k) => (
                    <div key={k}>
                      <Text size="xs" c="dimmed" tt="capitalize">
                        {k}
                      </Text>
                      <Text fw={600}>{q[k]}</Text>
                    </div>
                  ))}
                </SimpleGrid>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>

      <Stack gap="sm">
        <Title order={4}>Queue Management</Title>
        <Group>
          <Button variant="light" loading={board === 'opening'} onClick={toggleBoard}>
            {board === 'shown' ? 'Hide Bull Board' : 'Show Bull Board'}
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
            Open in new tab
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
        <Title order={4}>Version History</Title>
        {versions.data?.map((v) => (
          <Card key={v.version} withBorder>
            <Group justify="space-between">
              <Text fw={600}>{v.version}</Text>
              <Badge color={v.status === 'active' ? 'green' : v.status === 'deprecated' ? 'red' : 'gray'}>
                {v.status}
              </Badge>
            </Group>
            {v.releaseDate && (
              <Text size="xs" c="dimmed">
                Released {v.releaseDate}
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
  const metrics = useMetricsSummary(opened);
  const m = metrics.data;
  return (
    <Modal opened={opened} onClose={onClose} title="Metrics" size="lg">
      {metrics.isLoading && <Loader />}
      {metrics.isError && <Alert color="red">The metrics could not be loaded.</Alert>}
      {m && (
        <Stack>
          <SimpleGrid cols={3}>
            <Figure label="HTTP requests" value={m.httpRequests} />
            <Figure label="Queue depth" value={m.queueDepth} />
            <Figure label="Job failures" value={m.jobFailures} />
            <Figure label="DB pool (idle/total)" value={`${m.dbPool.idle}/${m.dbPool.total}`} />
            <Figure label="DB waiting" value={m.dbPool.waiting} />
            <Figure label="Memory (RSS)" value={`${Math.round(m.memoryRssBytes / 1048576)} MB`} />
          </SimpleGrid>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Route</Table.Th>
                <Table.Th>Requests</Table.Th>
                <Table.Th>Mean latency</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {m.httpRequestsPerRoute.map((r) => (
                <Table.Tr key={`${r.method} ${r.route}`}>
                  <Table.Td>
                    {r.method} {r.route}
                  </Table.Td>
                  <Table.Td>{r.count}</Table.Td>
                  <Table.Td>{r.meanMs} ms</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            The full Prometheus figures are at /metrics.
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
