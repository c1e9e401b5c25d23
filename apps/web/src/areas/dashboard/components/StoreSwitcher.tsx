import type { VendorStore } from '@kasuwa/contracts';
import { Select, type SelectProps } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { ROLE_LABELS } from '../role-labels';
import { translate } from './i18n';

/** A store the person works in rather than owns carries their role: "Adire Lagos · Sales". */
export function storeLabel(store: VendorStore): string {
  return store.access.role === 'owner'
    ? store.name
    : translate('dashboard.store.withRole', { store: store.name, role: ROLE_LABELS[store.access.role] });
}

/**
 * The store picker of a vendor with several stores, in a file of its own: Mantine's Select brings its
 * combobox, popover and scroll area, which the dashboard's frame loads (DashboardShell) only once a picker
 * is on screen (the header's from the md breakpoint, the side navigation's, on a phone when it is opened).
 */
export function StoreSwitcher({
  stores,
  storeId,
  onStoreChange,
  ...props
}: {
  stores: VendorStore[];
  storeId: number;
  onStoreChange: (storeId: number) => void;
} & Omit<SelectProps, 'data' | 'value' | 'onChange'>) {
  return (
    <Select
      allowDeselect={false}
      leftSection={<IconBuildingStore size={16} />}
      data={stores.map((s) => ({ value: String(s.id), label: storeLabel(s) }))}
      value={String(storeId)}
      onChange={(value) => value && onStoreChange(Number(value))}
      {...props}
    />
  );
}
