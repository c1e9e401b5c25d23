import { Grid, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader, QueryError } from '../../../components/list';
import { ApiError } from '../../../lib/api';
import { useProduct } from '../api/products';
import { useStoreSettings } from '../api/stores';
import { useCurrentStore } from '../store-context';
import { useT } from './i18n';
import { ProductForm } from './ProductForm';

/** /dashboard/products/new and /dashboard/products/:productId */
export function ProductEditorPage() {
  const { productId } = useParams();
  const { storeId } = useCurrentStore();
  const t = useT();
  const isNew = !productId || productId === 'new';
  const product = useProduct(storeId, isNew ? undefined : productId);
  const settings = useStoreSettings(storeId);

  const failure = product.error ?? settings.error;
  if (failure) {
    return (
      <>
        <PageHeader
          title={t('products.editor.product')}
          crumbs={[{ label: t('nav.products'), to: '/dashboard/products' }]}
        />
        <QueryError
          error={failure}
          title={
            failure instanceof ApiError && failure.status === 404 ? t('products.editor.notFound') : undefined
          }
          onRetry={() => {
            void product.refetch();
            void settings.refetch();
          }}
        />
      </>
    );
  }
  if (!settings.data || (!isNew && !product.data)) return <EditorSkeleton />;
  return (
    <ProductForm
      key={product.data?.id ?? 'new'}
      storeId={storeId}
      product={isNew ? undefined : product.data}
      currency={product.data?.currency ?? settings.data.currency}
      storefrontUrl={settings.data.storefrontUrl}
    />
  );
}

function EditorSkeleton() {
  const t = useT();
  return (
    <Stack role="status" aria-busy="true" aria-label={t('products.editor.loading')}>
      <Skeleton h={32} w={260} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <Skeleton h={260} radius="md" />
            <Skeleton h={180} radius="md" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton h={320} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
