import type { DeploymentDetail, DeploymentJob, DeployResponse, Theme } from '@kasuwa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-session';

export const themeKeys = {
  all: ['admin', 'themes'] as const,
  list: () => ['admin', 'themes', 'list'] as const,
  history: () => ['admin', 'themes', 'deployments', 'history'] as const,
  active: () => ['admin', 'themes', 'deployments', 'active'] as const,
};

export function useThemes() {
  return useQuery({
    queryKey: themeKeys.list(),
    queryFn: async () => (await adminApi<{ themes: Theme[] }>('/api/admin/themes')).themes,
  });
}

export function useDeploymentHistory() {
  return useQuery({
    queryKey: themeKeys.history(),
    queryFn: async () =>
      (await adminApi<{ deployments: DeploymentJob[] }>('/api/admin/themes/deployments?limit=20'))
        .deployments,
  });
}

export function useActiveDeployments() {
  return useQuery({
    queryKey: themeKeys.active(),
    queryFn: async () =>
      (await adminApi<{ deployments: DeploymentJob[] }>('/api/admin/themes/deployments/active')).deployments,
  });
}

export function fetchDeployment(jobId: number) {
  return adminApi<DeploymentDetail>(`/api/admin/themes/deployments/${jobId}`);
}

export function useDeployTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (themeId: number) =>
      adminApi<DeployResponse>(`/api/admin/themes/${themeId}/deploy`, { method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: themeKeys.history() }),
  });
}
