import { PRODUCT_STATUSES } from '@kasuwa/contracts';
import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconEyeOff, IconWorldUpload } from '@tabler/icons-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { PRODUCT_STATUS_KEYS } from '../components/StatusBadge';
import { useT } from './i18n';
import type { ProductFormInput, ProductFormValues } from './product-form';

/**
 * Above a draft product's form: it says plainly that customers cannot see the product, with the one
 * button that shows it to them. A draft saved and forgotten left a shared store saying "New products
 * are on their way" (issue 32).
 */
export function PublishNotice({ onPublish, publishing }: { onPublish: () => void; publishing: boolean }) {
  const t = useT();
  return (
    <Alert color="yellow" icon={<IconEyeOff size={18} />} title={t('products.publish.title')} mb="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{t('products.publish.text')}</Text>
        <Button
          size="sm"
          leftSection={<IconWorldUpload size={16} />}
          loading={publishing}
          onClick={onPublish}
        >
          {t('products.publish.action')}
        </Button>
      </Group>
    </Alert>
  );
}

type Form = UseFormReturn<ProductFormInput, unknown, ProductFormValues>;

/** The editor's Status card: a draft stays off the store until it is made active (published). */
export function StatusCard({ form }: { form: Form }) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('products.statusCard.title')}
        </Title>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <SegmentedControl
              fullWidth
              aria-label={t('products.statusCard.title')}
              data={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(PRODUCT_STATUS_KEYS[s]) }))}
              value={field.value ?? 'draft'}
              onChange={field.onChange}
            />
          )}
        />
        <Text size="xs" c="dimmed">
          {t('products.statusCard.hint')}
        </Text>
      </Stack>
    </Card>
  );
}
