import { MAX_OPTIONS, MAX_VARIANTS } from '@kasuwa/contracts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Table,
  TagsInput,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { PriceInput } from '../components/PriceInput';
import { useT } from './i18n';
import {
  type ProductFormInput,
  type ProductFormValues,
  regenerateVariants,
  type VariantRow,
  variantLabel,
} from './product-form';

type Form = UseFormReturn<ProductFormInput, unknown, ProductFormValues>;

/** Options that can make variants: named, with at least one value. */
function usable(options: ProductFormInput['options']) {
  return (options ?? []).filter((o) => o.name.trim() && o.values.length > 0);
}

/**
 * Options (size, colour…) and the grid of variants they generate, each with its own price, SKU and
 * stock. Stock is typed here only for new variants; later changes go through Inventory with a reason.
 */
export function VariantsEditor({ form, currency }: { form: Form; currency: string }) {
  const t = useT();
  const options = useFieldArray({ control: form.control, name: 'options' });
  // The variant's own `id` must survive, so the array's React key lives elsewhere.
  const variants = useFieldArray({ control: form.control, name: 'variants', keyName: 'key' });
  const watched = useWatch({ control: form.control, name: 'options' });
  const signature = JSON.stringify(usable(watched).map((o) => [o.name.trim(), o.values]));
  const previous = useRef<{ signature: string; options: ProductFormInput['options'] }>({
    signature,
    options: usable(watched),
  });

  useEffect(() => {
    if (previous.current.signature === signature) return;
    const next = usable(form.getValues('options')).map((o) => ({ name: o.name.trim(), values: o.values }));
    const rows = regenerateVariants(
      next,
      (form.getValues('variants') ?? []) as VariantRow[],
      (previous.current.options ?? []).map((o) => ({ name: o.name.trim(), values: o.values })),
      { price: form.getValues('price') ?? '', compareAtPrice: form.getValues('compareAtPrice') ?? '' },
    );
    previous.current = { signature, options: next };
    variants.replace(rows);
  }, [signature, form, variants]);

  const names = usable(watched).map((o) => o.name.trim());
  const errors = form.formState.errors;
  const tooMany = variants.fields.length > MAX_VARIANTS;
  // Suggested names become the option's name on the storefront, so they are in the merchant's language.
  const suggestions = [
    t('products.variants.size'),
    t('products.variants.colour'),
    t('products.variants.material'),
    t('products.variants.style'),
  ];

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title order={3} fz="md">
              {t('products.variants.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('products.variants.intro')}
            </Text>
          </div>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={options.fields.length >= MAX_OPTIONS}
            onClick={() =>
              options.append({
                name: suggestions.find((s) => !names.includes(s)) ?? '',
                values: [],
              })
            }
          >
            {t('products.variants.addOption')}
          </Button>
        </Group>

        {options.fields.map((field, index) => (
          <Group key={field.id} align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label={t('products.variants.optionName')}
              placeholder={t('products.variants.size')}
              w={160}
              {...form.register(`options.${index}.name`)}
              error={errors.options?.[index]?.name?.message}
            />
            <Controller
              control={form.control}
              name={`options.${index}.values`}
              render={({ field: values, fieldState }) => (
                <TagsInput
                  label={t('products.variants.values', {
                    name: watched?.[index]?.name || t('products.variants.option'),
                  })}
                  placeholder={t('products.variants.valuesHint')}
                  style={{ flex: 1 }}
                  value={values.value}
                  onChange={values.onChange}
                  onBlur={values.onBlur}
                  splitChars={[',', 'Enter']}
                  acceptValueOnBlur
                  clearable
                  error={fieldState.error?.message}
                />
              )}
            />
            <Tooltip label={t('products.variants.removeOption')}>
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                aria-label={t('products.variants.removeOptionNamed', { name: watched?.[index]?.name ?? '' })}
                onClick={() => options.remove(index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}

        {tooMany && (
          <Alert color="orange" icon={<IconInfoCircle size={18} />}>
            {t('products.variants.tooMany', { count: variants.fields.length, max: MAX_VARIANTS })}
          </Alert>
        )}

        {variants.fields.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing={6} withTableBorder aria-label={t('products.variants.table')}>
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th>{t('products.variants.col.variant')}</Table.Th>
                  <Table.Th>{t('products.list.col.price')}</Table.Th>
                  <Table.Th>{t('products.variants.col.compareAt')}</Table.Th>
                  <Table.Th>{t('products.list.col.sku')}</Table.Th>
                  <Table.Th>{t('products.list.col.stock')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {variants.fields.map((field, index) => {
                  const label = variantLabel(field.options, names);
                  const rowErrors = errors.variants?.[index];
                  return (
                    <Table.Tr key={field.key}>
                      <Table.Td>
                        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                          {label}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Controller
                          control={form.control}
                          name={`variants.${index}.price`}
                          render={({ field: input }) => (
                            <PriceInput
                              aria-label={t('products.variants.priceOf', { variant: label })}
                              currency={currency}
                              size="xs"
                              w={120}
                              value={input.value}
                              onChange={input.onChange}
                              onBlur={input.onBlur}
                              name={input.name}
                              error={rowErrors?.price?.message}
                            />
                          )}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Controller
                          control={form.control}
                          name={`variants.${index}.compareAtPrice`}
                          render={({ field: input }) => (
                            <PriceInput
                              aria-label={t('products.variants.compareAtOf', { variant: label })}
                              currency={currency}
                              size="xs"
                              w={120}
                              value={input.value}
                              onChange={input.onChange}
                              onBlur={input.onBlur}
                              name={input.name}
                              error={rowErrors?.compareAtPrice?.message}
                            />
                          )}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={t('products.variants.skuOf', { variant: label })}
                          size="xs"
                          w={130}
                          {...form.register(`variants.${index}.sku`)}
                          error={rowErrors?.sku?.message}
                        />
                      </Table.Td>
                      <Table.Td>
                        {field.id ? (
                          <Group gap={4} wrap="nowrap">
                            <Text size="sm" w={40}>
                              {field.stock}
                            </Text>
                            <Anchor component={Link} to="/dashboard/inventory" size="xs">
                              {t('products.variants.adjust')}
                            </Anchor>
                          </Group>
                        ) : (
                          <Controller
                            control={form.control}
                            name={`variants.${index}.stock`}
                            render={({ field: stock }) => (
                              <NumberInput
                                aria-label={t('products.variants.stockOf', { variant: label })}
                                size="xs"
                                w={90}
                                min={0}
                                allowDecimal={false}
                                allowNegative={false}
                                value={stock.value}
                                onChange={(v) => stock.onChange(typeof v === 'number' ? v : 0)}
                                onBlur={stock.onBlur}
                              />
                            )}
                          />
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Tooltip label={t('products.variants.dontSell')}>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('products.variants.remove', { variant: label })}
                            disabled={variants.fields.length <= 1}
                            onClick={() => variants.remove(index)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {typeof errors.variants?.message === 'string' && (
          <Text size="sm" c="red">
            {errors.variants.message}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
