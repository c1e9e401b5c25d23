import { displayPhone } from '@kasuwa/contracts';
import { Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCustomers } from '../api/customers';
import { useT } from './i18n';
import type { SaleForm } from './sale-form';

/** The buyer: an existing customer found by phone or name as it is typed, or a new one by phone. */
export function SaleCustomer({
  storeId,
  form,
  errors,
  onChange,
}: {
  storeId: number;
  form: SaleForm;
  errors: Record<string, string>;
  onChange: (patch: Partial<SaleForm>) => void;
}) {
  const t = useT();
  const [search] = useDebouncedValue(form.phone.trim(), 300);
  const found = useCustomers(storeId, {
    page: 1,
    limit: 3,
    search,
    tag: '',
    consented: '',
    sort: 'recent',
  });
  const known = search.length >= 3 ? (found.data?.items ?? []) : [];
  const exact = known.find((c) => c.phone === form.phone || displayPhone(c.phone) === form.phone);
  return (
    <Stack gap="xs">
      <TextInput
        label={t('sales.customer.phone')}
        description={t('sales.customer.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={form.phone}
        error={errors['customer.phone']}
        onChange={(e) => onChange({ phone: e.currentTarget.value })}
      />
      {!exact && known.length > 0 && (
        <Stack
          component="ul"
          gap={4}
          aria-label={t('sales.customer.found')}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {known.map((c) => (
            <li key={c.phone}>
              <UnstyledButton
                w="100%"
                p="xs"
                style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)', minHeight: 44 }}
                onClick={() => onChange({ phone: c.phone, name: c.name, email: c.email ?? '' })}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={500} lineClamp={1}>
                    {c.name || t('sales.customer.noName')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {displayPhone(c.phone)}
                  </Text>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      {form.phone.trim() !== '' && (
        <Group grow gap="xs" align="flex-start">
          <TextInput
            label={t('sales.customer.name')}
            value={form.name}
            error={errors['customer.name']}
            onChange={(e) => onChange({ name: e.currentTarget.value })}
          />
          <TextInput
            label={t('sales.customer.email')}
            type="email"
            value={form.email}
            error={errors['customer.email']}
            onChange={(e) => onChange({ email: e.currentTarget.value })}
          />
        </Group>
      )}
    </Stack>
  );
}
