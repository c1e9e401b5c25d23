import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setVendorSession } from '../../../lib/vendor-session';
import { apiError, json, serveFetch } from '../../../test/fetch';
import { TestProviders, testQueryClient } from '../../../test/render';
import { vendorSession } from '../../../test/sessions';
import { dashboardKeys } from './keys';
import { useStoreSettings, useUpdateSettings } from './stores';

// Only the fields these hooks pass through matter here; the server's answer is opaque to them.
const settings = { id: 4, name: 'Adire House', currency: 'NGN' };

function wrapperWith(client = testQueryClient()) {
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => (
      <TestProviders client={client}>{children}</TestProviders>
    ),
  };
}

beforeEach(() => setVendorSession(vendorSession('t1')));

describe('store settings hooks', () => {
  it('useStoreSettings reads the store’s settings with the vendor’s token', async () => {
    const sent = serveFetch(() => json(200, settings));
    const { wrapper } = wrapperWith();
    const { result } = renderHook(() => useStoreSettings(4), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(settings);
    expect(sent[0]).toMatchObject({
      method: 'GET',
      path: '/api/vendor/stores/4/settings',
      headers: { authorization: 'Bearer t1' },
    });
  });

  it('useStoreSettings exposes the server’s error for the screen to show', async () => {
    serveFetch(() => apiError(404, 'STORE_NOT_FOUND', 'No such store.'));
    const { wrapper } = wrapperWith();
    const { result } = renderHook(() => useStoreSettings(9), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 404, message: 'No such store.' });
  });

  it('useUpdateSettings patches, puts the answer in the cache and marks the store list stale', async () => {
    const updated = { ...settings, name: 'Adire House Lagos' };
    const sent = serveFetch(() => json(200, updated));
    const { client, wrapper } = wrapperWith();
    client.setQueryData(dashboardKeys.stores(), [{ id: 4, name: 'Adire House' }]);
    const { result } = renderHook(() => useUpdateSettings(4), { wrapper });
    await result.current.mutateAsync({ name: 'Adire House Lagos' });
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/vendor/stores/4/settings',
      body: { name: 'Adire House Lagos' },
    });
    expect(client.getQueryData(dashboardKeys.settings(4))).toEqual(updated);
    expect(client.getQueryState(dashboardKeys.stores())?.isInvalidated).toBe(true);
  });
});
