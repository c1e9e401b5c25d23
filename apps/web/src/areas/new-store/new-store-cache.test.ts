import type { VendorStore } from '@kasuwa/contracts';
import { describe, expect, it } from 'vitest';
import { testQueryClient } from '../../test/render';
import { dashboardKeys } from '../dashboard/api/keys';
import { rememberedStoreId } from '../dashboard/store-context';
import { showNewStore } from './new-store-cache';

const store = (id: number, name: string) => ({ id, name }) as VendorStore;

describe('a store just made', () => {
  it('is in the dashboard store list at once, and the one the dashboard opens', async () => {
    const client = testQueryClient();
    client.setQueryData(dashboardKeys.stores(), [store(1, 'Adaeze Styles')]);
    client.setQueryData(['vendor', 'orders', 1], { items: [] });

    showNewStore(client, store(2, 'Adaeze Styles Abuja'));

    expect(client.getQueryData<VendorStore[]>(dashboardKeys.stores())?.map((s) => s.name)).toEqual([
      'Adaeze Styles',
      'Adaeze Styles Abuja',
    ]);
    expect(rememberedStoreId()).toBe(2);
    expect(client.getQueryState(['vendor', 'orders', 1])?.isInvalidated).toBe(true);
  });
});
