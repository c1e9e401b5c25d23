import {
  DEPLOYMENT_POLL_MS,
  type DeploymentJob,
  FINISHED_DEPLOYMENT_LINGER_MS,
  type Theme,
} from '@kasuwa/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/datetime';
import { useCan } from '../api';
import { useT } from '../i18n';
import {
  fetchDeployment,
  themeKeys,
  useActiveDeployments,
  useDeploymentHistory,
  useDeployTheme,
  useThemes,
} from './themes.api';
import './themes.css';
import { ConfirmDialog, ListTable } from '../../../components/list';

const FALLBACK_IMAGE = '/themes/default.svg';
const STATUS_COLOURS: Record<DeploymentJob['status'], string> = {
  pending: 'gray',
  'in-progress': 'blue',
  completed: 'green',
  failed: 'red',
};
const STATUS_KEYS = {
  pending: 'admin.themes.pending',
  'in-progress': 'admin.themes.inProgress',
  completed: 'admin.themes.completed',
  failed: 'admin.themes.failed',
} as const satisfies Record<DeploymentJob['status'], string>;

/** Spec 2.19: Theme Management. */
export function ThemesPage() {
  const t = useT();
  const themes = useThemes();
  const history = useDeploymentHistory();
  const active = useActiveDeployments();
  const deploy = useDeployTheme();
  const canDeploy = useCan('edit_stores');
  const client = useQueryClient();
  const [confirming, setConfirming] = useState<Theme | null>(null);
  const cards = useDeploymentCards(active.data, () =>
    client.invalidateQueries({ queryKey: themeKeys.history() }),
  );

  const onConfirm = async () => {
    if (!confirming) return;
    try {
      const result = await deploy.mutateAsync(confirming.id);
      cards.add({
        jobId: result.jobId,
        status: 'pending',
        themeId: confirming.id,
        themeName: result.themeName,
        themeVersion: confirming.version,
        siteIds: result.siteIds,
        createdAt: new Date().toISOString(),
        completedAt: null,
        error: null,
      });
    } catch {
      window.alert(t('admin.themes.deployFailed'));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <Stack gap="lg">
      <Title order={2}>{t('admin.themes.title')}</Title>

      {cards.list.length > 0 && (
        <Stack gap="sm">
          <Title order={4}>{t('admin.themes.active')}</Title>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {cards.list.map((job) => (
              <Card key={job.jobId} withBorder data-testid={`deployment-${job.jobId}`}>
                <Group justify="space-between">
                  <Text fw={600}>{t('admin.themes.job', { theme: job.themeName, id: job.jobId })}</Text>
                  <Badge color={STATUS_COLOURS[job.status]}>{t(STATUS_KEYS[job.status])}</Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('admin.themes.started', {
                    count: job.siteIds.length,
                    date: formatDateTime(job.createdAt),
                  })}
                </Text>
                {(job.status === 'pending' || job.status === 'in-progress') && (
                  <Progress value={100} animated mt="sm" />
                )}
                {job.error && (
                  <Text size="sm" c="red" mt="xs">
                    {job.error}
                  </Text>
                )}
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}

      <Stack gap="sm">
        <Title order={4}>{t('admin.overview.themes')}</Title>
        {themes.isLoading && <Loader />}
        {themes.isError && <Alert color="red">{t('admin.themes.loadFailed')}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {themes.data?.map((theme) => (
            <Card key={theme.id} withBorder className="theme-card" data-testid={`theme-${theme.id}`}>
              <Card.Section>
                <Image
                  src={theme.img || FALLBACK_IMAGE}
                  alt={theme.title}
                  h={160}
                  fit="cover"
                  onError={(e) => {
                    if (!e.currentTarget.src.endsWith(FALLBACK_IMAGE)) e.currentTarget.src = FALLBACK_IMAGE;
                  }}
                />
              </Card.Section>
              <Group justify="space-between" mt="sm">
                <Text fw={600}>{theme.title}</Text>
                <Badge color={theme.active ? 'green' : 'gray'}>
                  {theme.active ? t('admin.common.active') : t('admin.common.inactive')}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {theme.theme_name} · v{theme.version}
              </Text>
              <Text size="sm" mt="xs">
                {theme.description}
              </Text>
              <Button
                className="theme-deploy"
                mt="md"
                disabled={!canDeploy || !theme.active}
                title={canDeploy ? t('admin.themes.deploy') : t('admin.common.noPermission')}
                onClick={() => setConfirming(theme)}
              >
                {t('admin.themes.deploy')}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>

      {history.data && history.data.length > 0 && (
        <Stack gap="sm">
          <Title order={4}>{t('admin.themes.history')}</Title>
          <ListTable
            label={t('admin.themes.history')}
            columns={6}
            loading={false}
            count={history.data.length}
            minWidth={720}
            head={
              <>
                <Table.Th>{t('admin.themes.jobId')}</Table.Th>
                <Table.Th>{t('admin.themes.theme')}</Table.Th>
                <Table.Th>{t('admin.col.status')}</Table.Th>
                <Table.Th>{t('admin.themes.sites')}</Table.Th>
                <Table.Th>{t('admin.col.created')}</Table.Th>
                <Table.Th>{t('admin.themes.completedAt')}</Table.Th>
              </>
            }
          >
            {history.data.map((job) => (
              <Table.Tr key={job.jobId} data-testid={`history-${job.jobId}`}>
                <Table.Td>{job.jobId}</Table.Td>
                <Table.Td>{job.themeName}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOURS[job.status]} title={job.error ?? undefined}>
                    {t(STATUS_KEYS[job.status])}
                  </Badge>
                </Table.Td>
                <Table.Td>{job.siteIds.length}</Table.Td>
                <Table.Td>{formatDateTime(job.createdAt)}</Table.Td>
                <Table.Td>{job.completedAt ? formatDateTime(job.completedAt) : '-'}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        </Stack>
      )}

      <ConfirmDialog
        opened={confirming !== null}
        title={t('admin.themes.confirmTitle')}
        message={confirming ? t('admin.themes.confirm', { theme: confirming.theme_name }) : ''}
        confirmLabel={t('admin.themes.deploy')}
        cancelLabel={t('admin.common.cancel')}
        loading={deploy.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}

/**
 * Spec 4: active deployment cards, polled every 5 s; only pending or in-progress ones are re-checked,
 * and a finished card leaves about 10 s after its final status is seen.
 */
function useDeploymentCards(initial: DeploymentJob[] | undefined, onFinished: () => void) {
  const [cards, setCards] = useState<Map<number, DeploymentJob>>(new Map());
  const timers = useRef(new Map<number, number>());
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;

  useEffect(() => {
    if (!initial?.length) return;
    setCards((prev) => {
      const next = new Map(prev);
      for (const job of initial) if (!next.has(job.jobId)) next.set(job.jobId, job);
      return next;
    });
  }, [initial]);

  const running = [...cards.values()].filter((c) => c.status === 'pending' || c.status === 'in-progress');
  const runningKey = running.map((c) => c.jobId).join(',');

  useEffect(() => {
    if (!runningKey) return;
    const ids = runningKey.split(',').map(Number);
    const tick = async () => {
      for (const id of ids) {
        try {
          const job = await fetchDeployment(id);
          setCards((prev) => new Map(prev).set(id, job));
          if (job.status === 'completed' || job.status === 'failed') {
            finishedRef.current();
            if (!timers.current.has(id)) {
              timers.current.set(
                id,
                window.setTimeout(() => {
                  timers.current.delete(id);
                  setCards((prev) => {
                    const next = new Map(prev);
                    next.delete(id);
                    return next;
                  });
                }, FINISHED_DEPLOYMENT_LINGER_MS),
              );
            }
          }
        } catch (error) {
          // Spec 8: other load failures are logged only; the next poll tries again.
          console.warn('Deployment status could not be loaded', error);
        }
      }
    };
    const interval = window.setInterval(tick, DEPLOYMENT_POLL_MS);
    return () => window.clearInterval(interval);
  }, [runningKey]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending.values()) window.clearTimeout(t);
    };
  }, []);

  return {
    list: [...cards.values()].sort((a, b) => b.jobId - a.jobId),
    add: (job: DeploymentJob) => setCards((prev) => new Map(prev).set(job.jobId, job)),
  };
}
