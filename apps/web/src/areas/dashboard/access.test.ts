import { permissionsOfRole, STAFF_PERMISSIONS, type StoreAccess } from '@kasuwa/contracts';
import { describe, expect, it } from 'vitest';
import { can, mayOpen } from './access';
import { NAV } from './nav';

const owner: StoreAccess = { role: 'owner', permissions: [...STAFF_PERMISSIONS] };
const sales: StoreAccess = { role: 'sales', permissions: permissionsOfRole('sales') };
const stock: StoreAccess = { role: 'stock', permissions: permissionsOfRole('stock') };
const manager: StoreAccess = { role: 'manager', permissions: permissionsOfRole('manager') };

const menu = (access: StoreAccess) =>
  NAV.filter((item) => mayOpen(access, item.to)).map((item) => item.label);

describe('what a member of the store may open', () => {
  it('shows the owner every section, her staff and her activity log', () => {
    expect(menu(owner)).toEqual(NAV.map((item) => item.label));
    expect(mayOpen(owner, '/dashboard/settings/staff')).toBe(true);
    expect(mayOpen(owner, '/dashboard/settings/activity')).toBe(true);
  });

  it('gives Sales the sale, orders, customers and products to look at, no Money page and no settings', () => {
    expect(menu(sales)).toEqual(['Overview', 'Products', 'Collections', 'Inventory', 'Orders', 'Customers']);
    expect(mayOpen(sales, '/dashboard/sales/new')).toBe(true);
    expect(mayOpen(sales, '/dashboard/orders/ord_1')).toBe(true);
    for (const path of ['/dashboard/money', '/dashboard/stores/12/money', '/dashboard/settings']) {
      expect(mayOpen(sales, path), path).toBe(false);
    }
    // Products to look at, not to add.
    expect(mayOpen(sales, '/dashboard/products/new')).toBe(false);
    expect(can(sales, 'products.write')).toBe(false);
  });

  it('gives Stock products and stock only', () => {
    expect(menu(stock)).toEqual(['Overview', 'Products', 'Collections', 'Inventory']);
    expect(mayOpen(stock, '/dashboard/products/new')).toBe(true);
    expect(mayOpen(stock, '/dashboard/sales/new')).toBe(false);
    expect(mayOpen(stock, '/dashboard/orders')).toBe(false);
  });

  it('keeps staff and the activity log from a manager, who has settings', () => {
    expect(mayOpen(manager, '/dashboard/settings')).toBe(true);
    expect(mayOpen(manager, '/dashboard/money')).toBe(true);
    expect(mayOpen(manager, '/dashboard/settings/staff')).toBe(false);
    expect(mayOpen(manager, '/dashboard/settings/activity')).toBe(false);
  });

  it('opens only the checked permissions of a custom role', () => {
    const custom: StoreAccess = { role: 'custom', permissions: ['invoices.manage'] };
    expect(menu(custom)).toEqual(['Overview', 'Invoices']);
  });
});
