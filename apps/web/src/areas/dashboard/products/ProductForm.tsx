import { zodResolver } from '@hookform/resolvers/zod';
import { currencySymbol, type Product } from '@kasuwa/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  MultiSelect,
  NumberInput,
  Stack,
  TagsInput,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDeviceFloppy, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog, PageHeader } from '../../../components/list';
import { ApiError, fieldErrors } from '../../../lib/api';
import { errorMessage } from '../api/http';
import {
  useCollections,
  useCreateProduct,
  useDeleteProduct,
  useUpdateProduct,
  useUploadImage,
} from '../api/products';
import { PriceInput } from '../components/PriceInput';
import { ProductStatusBadge } from '../components/StatusBadge';
import { StickyActions } from '../components/StickyActions';
import { DescriptionField } from './DescriptionField';
import { useT } from './i18n';
import { ProductImages } from './ProductImages';
import { PublishNotice, StatusCard } from './PublishNotice';
import {
  emptyProductForm,
  formToPayload,
  type ProductFormInput,
  type ProductFormValues,
  productFormSchema,
  productToForm,
} from './product-form';
import { VariantsEditor } from './VariantsEditor';

interface ProductFormProps {
  storeId: number;
  product?: Product;
  currency: string;
  storefrontUrl: string;
}

export function ProductForm({ storeId, product, currency, storefrontUrl }: ProductFormProps) {
  const navigate = useNavigate();
  const t = useT();
  // Rebuilt on a change of language too, so its messages follow the reader.
  const schema = useMemo(() => productFormSchema(currency, t), [currency, t]);
  const form = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: zodResolver(schema),
    defaultValues: product ? productToForm(product) : emptyProductForm(),
    mode: 'onTouched',
  });
  const [pending, setPending] = useState<File[]>([]);
  const [failure, setFailure] = useState<string>();
  const [confirmDelete, deleteModal] = useDisclosure(false);
  const collections = useCollections(storeId);
  const create = useCreateProduct(storeId);
  const update = useUpdateProduct(storeId);
  const remove = useDeleteProduct(storeId);
  const upload = useUploadImage(storeId);
  const options = useWatch({ control: form.control, name: 'options' });
  const hasOptions = (options ?? []).some((o) => o.name.trim() && o.values.length > 0);
  const symbol = currencySymbol(currency);
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const payload = formToPayload(values, currency);
      if (!product) {
        const created = await create.mutateAsync(payload);
        for (const file of pending) {
          try {
            await upload.mutateAsync({ productId: created.id, file, alt: created.title });
          } catch (error) {
            notifications.show({
              color: 'red',
              title: t('products.form.uploadFailed', { file: file.name }),
              message: errorMessage(error),
            });
          }
        }
        notifications.show({ color: 'green', title: t('products.form.created'), message: created.title });
        navigate(`/dashboard/products/${created.id}`, { replace: true });
      } else {
        const saved = await update.mutateAsync({ id: product.id, patch: payload });
        form.reset(productToForm(saved));
        notifications.show({ color: 'green', title: t('products.form.saved'), message: saved.title });
      }
    } catch (error) {
      if (error instanceof ApiError) {
        const byField = fieldErrors(error);
        for (const [field, message] of Object.entries(byField)) {
          // Server paths match the form's names (title, variants.0.sku…) except where units differ.
          form.setError(field as FieldPath<ProductFormInput>, { message });
        }
        if (error.code === 'SKU_TAKEN') form.setError('sku', { message: error.message });
      }
      setFailure(errorMessage(error));
    }
  });

  const title = product ? product.title : t('products.form.new');
  const saveLabel = product ? t('products.form.saveChanges') : t('products.form.save');
  const hasCollections = Boolean(collections.data?.length);
  const priceHint = hasOptions
    ? t('products.form.priceForVariants')
    : t('products.form.priceIn', { currency });
  return (
    <form onSubmit={onSubmit} noValidate>
      <PageHeader
        title={
          <Group gap="sm">
            {title}
            {product && <ProductStatusBadge status={product.status} />}
          </Group>
        }
        crumbs={[{ label: t('nav.products'), to: '/dashboard/products' }]}
        actions={
          <>
            {product && product.status === 'active' && (
              <Button
                component="a"
                href={`${storefrontUrl}/products/${product.slug}`}
                target="_blank"
                rel="noopener"
                variant="default"
                leftSection={<IconExternalLink size={16} />}
              >
                {t('products.form.viewInStore')}
              </Button>
            )}
            {product && (
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={deleteModal.open}
              >
                {t('products.form.delete')}
              </Button>
            )}
            <Button
              type="submit"
              visibleFrom="sm"
              loading={isSubmitting}
              disabled={Boolean(product) && !isDirty}
              leftSection={<IconDeviceFloppy size={18} />}
            >
              {saveLabel}
            </Button>
          </>
        }
      />
      {product?.status === 'draft' && (
        <PublishNotice
          publishing={isSubmitting}
          onPublish={() => {
            // Saved with the rest of the form: edits not yet saved are not lost by publishing.
            form.setValue('status', 'active', { shouldDirty: true });
            void onSubmit();
          }}
        />
      )}
      {failure && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title={t('products.form.notSaved')}
          mb="md"
          role="alert"
        >
          {failure}
        </Alert>
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg">
              <Stack>
                <TextInput
                  label={t('products.form.title')}
                  placeholder={t('products.form.titlePlaceholder')}
                  required
                  {...form.register('title')}
                  error={errors.title?.message}
                />
                <Controller
                  control={form.control}
                  name="description"
                  render={({ field, fieldState }) => (
                    <DescriptionField
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </Stack>
            </Card>
            <ProductImages
              storeId={storeId}
              product={product}
              pending={pending}
              onPendingChange={setPending}
            />
            <Card withBorder radius="md" padding="lg">
              <Stack gap="sm">
                <Title order={3} fz="md">
                  {t('products.form.pricing')}
                </Title>
                <Group grow align="flex-start">
                  <Controller
                    control={form.control}
                    name="price"
                    render={({ field }) => (
                      <PriceInput
                        label={t('products.form.price')}
                        description={priceHint}
                        currency={currency}
                        placeholder={`${symbol}0`}
                        required
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        name={field.name}
                        error={errors.price?.message}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="compareAtPrice"
                    render={({ field }) => (
                      <PriceInput
                        label={t('products.form.compareAt')}
                        description={t('products.form.compareAtHint')}
                        currency={currency}
                        placeholder={t('products.form.optional')}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        name={field.name}
                        error={errors.compareAtPrice?.message}
                      />
                    )}
                  />
                </Group>
                {!hasOptions && (
                  <Group grow align="flex-start">
                    <TextInput
                      label={t('products.form.sku')}
                      placeholder={t('products.form.optional')}
                      {...form.register('sku')}
                      error={errors.sku?.message}
                    />
                    {product ? (
                      <TextInput
                        label={t('products.form.stock')}
                        value={String(product.variants[0]?.stock ?? 0)}
                        readOnly
                        description={
                          <Anchor component={Link} to="/dashboard/inventory" size="xs">
                            {t('products.form.adjustInInventory')}
                          </Anchor>
                        }
                      />
                    ) : (
                      <Controller
                        control={form.control}
                        name="stock"
                        render={({ field }) => (
                          <NumberInput
                            label={t('products.form.stock')}
                            min={0}
                            allowDecimal={false}
                            allowNegative={false}
                            value={field.value}
                            onChange={(v) => field.onChange(typeof v === 'number' ? v : 0)}
                            onBlur={field.onBlur}
                            error={errors.stock?.message}
                          />
                        )}
                      />
                    )}
                  </Group>
                )}
              </Stack>
            </Card>
            <VariantsEditor form={form} currency={currency} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <StatusCard form={form} />
            <Card withBorder radius="md" padding="lg">
              <Stack gap="sm">
                <Title order={3} fz="md">
                  {t('products.form.organisation')}
                </Title>
                <Controller
                  control={form.control}
                  name="collectionIds"
                  render={({ field }) => (
                    <MultiSelect
                      label={t('nav.collections')}
                      placeholder={t(
                        hasCollections ? 'products.form.chooseCollections' : 'products.form.noCollections',
                      )}
                      data={(collections.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      searchable
                      clearable
                      nothingFoundMessage={t('products.form.noCollectionMatch')}
                      description={
                        <Anchor component={Link} to="/dashboard/collections" size="xs">
                          {t('products.form.manageCollections')}
                        </Anchor>
                      }
                      error={errors.collectionIds?.message}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="tags"
                  render={({ field }) => (
                    <TagsInput
                      label={t('products.form.tags')}
                      placeholder={t('products.form.tagsHint')}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      splitChars={[',', 'Enter']}
                      acceptValueOnBlur
                      clearable
                      error={errors.tags?.message}
                    />
                  )}
                />
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      <StickyActions>
        <Button
          type="submit"
          fullWidth
          loading={isSubmitting}
          disabled={Boolean(product) && !isDirty}
          leftSection={<IconDeviceFloppy size={18} />}
        >
          {saveLabel}
        </Button>
      </StickyActions>
      {product && (
        <ConfirmDialog
          cancelLabel={t('products.form.keep')}
          opened={confirmDelete}
          title={t('products.form.deleteTitle')}
          message={t('products.form.deleteText', { title: product.title })}
          confirmLabel={t('products.form.deleteAction')}
          loading={remove.isPending}
          onCancel={deleteModal.close}
          onConfirm={() =>
            remove.mutate(product.id, {
              onSuccess: () => {
                notifications.show({
                  color: 'green',
                  title: t('products.form.deleted'),
                  message: product.title,
                });
                navigate('/dashboard/products', { replace: true });
              },
              onError: (error) => {
                deleteModal.close();
                setFailure(errorMessage(error));
              },
            })
          }
        />
      )}
    </form>
  );
}
