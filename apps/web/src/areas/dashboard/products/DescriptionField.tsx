import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';

const DescriptionEditor = lazy(() => import('./RichTextEditor'));

interface DescriptionFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The product description: formatted text the merchant edits as it will look, stored as HTML. */
export function DescriptionField({ value, onChange, error }: DescriptionFieldProps) {
  const labelId = useId();
  return (
    <Input.Wrapper
      label="Description"
      labelProps={{ id: labelId }}
      description="Bold, italics, headings, lists and links are kept on your storefront."
      error={error}
    >
      <Suspense
        fallback={<Skeleton h={190} mt={6} radius="sm" role="status" aria-label="Loading the editor" />}
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
