import { permissionsOfRole } from '@kasuwa/contracts';
import { describe, expect, it } from 'vitest';
import { testStore } from '../../../test/dashboard';
import { storeLabel } from './StoreSwitcher';

describe('the store switcher', () => {
  it('names a store she works in with her role, and her own store by its name', () => {
    expect(storeLabel(testStore)).toBe('Adire House');
    expect(
      storeLabel({
        ...testStore,
        name: 'Mama Nkechi',
        access: { role: 'sales', permissions: permissionsOfRole('sales') },
      }),
    ).toBe('Mama Nkechi · Sales');
  });
});
