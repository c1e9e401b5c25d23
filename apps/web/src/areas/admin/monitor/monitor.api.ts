import type { MonitorQueues, ServiceStatus, VersionEntry } from '@kasuwa/contracts';
import { MONITOR_POLL_MS } from '@kasuwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminApi, getAdminSession, refreshAdminToken } from '../../../lib/admin-session';

export const monitorKeys = {
  all: ['admin', 'monitor'] as const,
  status: () => ['admin', 'monitor', 'status'] as const,
  queues: () => ['admin', 'monitor', 'queues'] as const,
  versions: () => ['admin', 'monitor', 'versions'] as const,
  metrics: () => ['admin', 'monitor', 'metrics'] as const,
};

export interface MetricsSummary {
  httpRequests: number;
  httpRequestsPerRoute: { method: string; route: string; count: number; meanMs: number }[];
  jobFailures: number;
  queueDepth: number;
  dbPool: { total: number; idle: number; waiting: number };
  memoryRssBytes: number;
  eventLoopLagSeconds: number;
}

export function useMonitorStatus() {
  return useQuery({
    queryKey: monitorKeys.status(),
    queryFn: async () => (await adminApi<{ services: ServiceStatus[] }>('/monitor/status')).services,
    refetchInterval: MONITOR_POLL_MS,
  });
}

export function useMonitorQueues() {
  return useQuery({
    queryKey: monitorKeys.queues(),
    queryFn: () => adminApi<MonitorQueues>('/monitor/queues'),
    refetchInterval: MONITOR_POLL_MS,
  });
}

export function useVersions() {
  return useQuery({
    queryKey: monitorKeys.versions(),
    queryFn: async () => (await adminApi<{ versions: VersionEntry[] }>('/monitor/versions')).versions,
  });
}

export function useMetricsSummary(enabled: boolean) {
  return useQuery({
    queryKey: monitorKeys.metrics(),
    queryFn: () => adminApi<MetricsSummary>('/monitor/metrics'),
    enabled,
  });
}

/** Sets the short-lived cookie the queue dashboard frame needs (a frame cannot send a Bearer header). */
export function openQueueSession() {
  return adminApi<{ expiresAt: string; url: string }>('/api/admin/queues/session', {
    method: 'POST',
    body: {},
  });
}

/** The PDF report as a file download named by the server (system-report-{date}.pdf). */
export async function downloadReport(): Promise<void> {
  const get = (token: string | null) =>
    fetch('/monitor/export', { headers: token ? { authorization: `Bearer ${token}` } : {} });
  let response = await get(getAdminSession().token);
  if (response.status === 401) response = await get(await refreshAdminToken());
  if (!response.ok) throw new Error(`export failed with ${response.status}`);
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `system-report-${new Date().toISOString().slice(0, 10)}.pdf`;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
