import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useT } from './i18n';

const DescriptionEditor = lazy(() => import('./RichTextEditor'));

interface DescriptionFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The product description: formatted text the merchant edits as it will look, stored as HTML. */
export function DescriptionField({ value, onChange, error }: DescriptionFieldProps) {
  const labelId = useId();
  const t = useT();
  return (
    <Input.Wrapper
      label={t('products.description.label')}
      labelProps={{ id: labelId }}
      description={t('products.description.hint')}
      error={error}
    >
      <Suspense
        fallback={
          <Skeleton h={190} mt={6} radius="sm" role="status" aria-label={t('products.description.loading')} />
        }
      >
        <div style={{ marginTop: 6 }}>
          <DescriptionEditor
            value={value}
            onChange={onChange}
            invalid={Boolean(error)}
            labelledBy={labelId}
          />
        </div>
      </Suspense>
    </Input.Wrapper>
  );
}
