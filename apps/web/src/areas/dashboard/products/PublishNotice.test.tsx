import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import { PublishNotice } from './PublishNotice';
import { emptyProductForm } from './product-form';

describe('publishing a product', () => {
  it('a new product is published when saved unless she makes it a draft', () => {
    expect(emptyProductForm().status).toBe('active');
  });

  it('a draft says customers cannot see it and offers Publish', async () => {
    const onPublish = vi.fn();
    render(
      <TestProviders>
        <PublishNotice onPublish={onPublish} publishing={false} />
      </TestProviders>,
    );
    expect(screen.getByText('Customers cannot see this product yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onPublish).toHaveBeenCalledOnce();
  });
});
