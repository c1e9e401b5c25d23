import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { watchRefusals } from './access-refresh';
import { dashboardKeys } from './api/keys';

function failing(client: QueryClient, key: string, error: Error) {
  return client
    .fetchQuery({
      queryKey: ['vendor', 'store', 12, key],
      queryFn: () => Promise.reject(error),
      retry: false,
    })
    .catch(() => undefined);
}

describe('a refused call asks again what the person may do in the store', () => {
  it('marks the store list stale after a refusal, not after other failures', async () => {
    const client = new QueryClient();
    client.setQueryData(dashboardKeys.stores(), [{ id: 12 }]);
    const stop = watchRefusals(client);
    await failing(client, 'broken', new ApiError(500, 'INTERNAL_ERROR', 'Oops'));
    await failing(client, 'invalid', new ApiError(400, 'VALIDATION_FAILED', 'Bad'));
    expect(client.getQueryState(dashboardKeys.stores())?.isInvalidated).toBe(false);

    await failing(client, 'money', new ApiError(403, 'FORBIDDEN', 'You do not have permission to do this.'));
    expect(client.getQueryState(dashboardKeys.stores())?.isInvalidated).toBe(true);
    stop();
  });
});
