import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMinus, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSaleItems } from '../api/sales';
import { PriceInput } from '../components/PriceInput';
import { money } from '../format';
import { useT } from './i18n';
import { addItem, type SaleLine, stepQuantity, unitPriceOf } from './sale-form';

const itemName = (title: string, variantTitle: string) =>
  variantTitle ? `${title} · ${variantTitle}` : title;

/** Search as you type (recently sold first when empty); a tap adds one of the variant. */
export function ItemPicker({
  storeId,
  currency,
  lines,
  onChange,
}: {
  storeId: number;
  currency: string;
  lines: SaleLine[];
  onChange: (lines: SaleLine[]) => void;
}) {
  const t = useT();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 250);
  const items = useSaleItems(storeId, debounced);
  const shown = (items.data?.items ?? []).slice(0, 8);
  return (
    <Stack gap="xs">
      <TextInput
        label={t('sales.items.add')}
        placeholder={t('sales.items.search')}
        leftSection={<IconSearch size={16} />}
        rightSection={items.isFetching ? <Loader size={14} /> : null}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        type="search"
        autoComplete="off"
      />
      <Stack
        component="ul"
        gap={4}
        aria-label={t('sales.items.toAdd')}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {shown.map((item) => {
          const inCart = lines.find((l) => l.variantId === item.variantId)?.quantity ?? 0;
          const soldOut = item.stock - inCart <= 0;
          return (
            <li key={item.variantId}>
              <UnstyledButton
                w="100%"
                disabled={soldOut}
                aria-label={t('sales.items.addOne', { name: itemName(item.title, item.variantTitle) })}
                onClick={() => onChange(addItem(lines, { ...item }))}
                p="xs"
                style={{
                  borderRadius: 8,
                  border: '1px solid var(--mantine-color-gray-3)',
                  opacity: soldOut ? 0.5 : 1,
                  minHeight: 48,
                }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={500} lineClamp={1}>
                      {itemName(item.title, item.variantTitle)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {money(item.price, currency)} ·{' '}
                      {soldOut
                        ? t('sales.items.noneLeft')
                        : t('sales.items.inStock', { count: item.stock - inCart })}
                      {item.recent ? ` · ${t('sales.items.recent')}` : ''}
                    </Text>
                  </Stack>
                  <IconPlus size={18} aria-hidden />
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
        {items.data && shown.length === 0 && (
          <Text size="sm" c="dimmed">
            {debounced ? t('sales.items.nothingFound', { q: debounced }) : t('sales.items.noProducts')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

/** The sale's lines: quantity steppers and, per line, another price with its reason. */
export function SaleLines({
  currency,
  lines,
  errors,
  onChange,
}: {
  currency: string;
  lines: SaleLine[];
  errors: Record<string, string>;
  onChange: (lines: SaleLine[]) => void;
}) {
  const t = useT();
  const [editing, setEditing] = useState<string | null>(null);
  const update = (variantId: string, patch: Partial<SaleLine>) =>
    onChange(lines.map((l) => (l.variantId === variantId ? { ...l, ...patch } : l)));
  if (lines.length === 0) return null;
  return (
    <Stack gap="xs" role="group" aria-label={t('sales.items.inSale')}>
      {lines.map((line, i) => {
        const unit = unitPriceOf(line, currency);
        const open = editing === line.variantId || line.override !== '';
        const name = itemName(line.title, line.variantTitle);
        return (
          <Stack
            key={line.variantId}
            gap={6}
            p="xs"
            style={{ borderRadius: 8, background: 'var(--mantine-color-gray-0)' }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} lineClamp={2}>
                  {name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('sales.items.each', { price: money(unit, currency) })} ·{' '}
                  {money(unit * line.quantity, currency)}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  size={40}
                  aria-label={t('sales.items.oneLess', { name })}
                  onClick={() => onChange(stepQuantity(lines, line.variantId, -1))}
                >
                  <IconMinus size={18} />
                </ActionIcon>
                <Text w={28} ta="center" fw={600} aria-label={t('sales.items.quantityOf', { name })}>
                  {line.quantity}
                </Text>
                <ActionIcon
                  variant="default"
                  size={40}
                  aria-label={t('sales.items.oneMore', { name })}
                  onClick={() => onChange(stepQuantity(lines, line.variantId, 1))}
                >
                  <IconPlus size={18} />
                </ActionIcon>
              </Group>
            </Group>
            {open ? (
              <Group grow align="flex-start" gap="xs">
                <PriceInput
                  currency={currency}
                  label={t('sales.items.price')}
                  value={line.override}
                  onChange={(override) => update(line.variantId, { override })}
                />
                <TextInput
                  label={t('sales.items.why')}
                  placeholder={t('sales.items.whyHint')}
                  value={line.reason}
                  error={errors[`lines.${i}.priceReason`]}
                  onChange={(e) => update(line.variantId, { reason: e.currentTarget.value })}
                />
              </Group>
            ) : (
              <Group gap="xs">
                <Anchor component="button" type="button" size="xs" onClick={() => setEditing(line.variantId)}>
                  {t('sales.items.changePrice')}
                </Anchor>
                {line.override !== '' && line.override !== String(line.price) && (
                  <Badge size="xs" variant="light">
                    {t('sales.items.priceChanged')}
                  </Badge>
                )}
              </Group>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
