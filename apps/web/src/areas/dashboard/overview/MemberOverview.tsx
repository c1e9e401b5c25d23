import type { StaffPermission } from '@kasuwa/contracts';
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBox, IconPlus, IconReceipt, IconStack2, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/list/PageHeader';
import { can } from '../access';
import { ROLE_LABELS } from '../role-labels';
import { useCurrentStore } from '../store-context';
import { ShareStoreCard } from './ShareStoreCard';

const SHORTCUTS: { permission: StaffPermission; to: string; label: string; hint: string; icon: ReactNode }[] =
  [
    {
      permission: 'sales.record',
      to: '/dashboard/sales/new',
      label: 'New sale',
      hint: 'Record a sale in the shop or on the phone',
      icon: <IconPlus size={24} />,
    },
    {
      permission: 'orders.read',
      to: '/dashboard/orders',
      label: 'Orders',
      hint: 'See orders and get them to customers',
      icon: <IconReceipt size={24} />,
    },
    {
      permission: 'products.read',
      to: '/dashboard/products',
      label: 'Products',
      hint: 'What the store sells and its prices',
      icon: <IconBox size={24} />,
    },
    {
      permission: 'inventory.write',
      to: '/dashboard/inventory',
      label: 'Stock',
      hint: 'Count and adjust what is on the shelf',
      icon: <IconStack2 size={24} />,
    },
    {
      permission: 'customers.read',
      to: '/dashboard/customers',
      label: 'Customers',
      hint: 'The people who buy from the store',
      icon: <IconUsers size={24} />,
    },
  ];

/**
 * The overview of a member whose role does not include the store's figures (Sales, Stock): the work
 * their role includes, one tap away, instead of cards the server would refuse to fill.
 */
export function MemberOverview() {
  const { store } = useCurrentStore();
  const shortcuts = SHORTCUTS.filter((s) => can(store.access, s.permission));
  return (
    <>
      <PageHeader
        title={`Welcome to ${store.name}`}
        description={`You work here as ${ROLE_LABELS[store.access.role]}. Here is what you can do.`}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" mb="lg">
        {shortcuts.map((s) => (
          <Card
            key={s.to}
            withBorder
            radius="md"
            padding="lg"
            component={Link}
            to={s.to}
            style={{ textDecoration: 'none' }}
          >
            <Group wrap="nowrap">
              <ThemeIcon size={44} radius="md" variant="light" color="kasuwa">
                {s.icon}
              </ThemeIcon>
              <div>
                <Text fw={700} c="dark">
                  {s.label}
                </Text>
                <Text size="sm" c="dimmed">
                  {s.hint}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <ShareStoreCard storeName={store.name} storeUrl={store.url} mb="lg" />
    </>
  );
}
