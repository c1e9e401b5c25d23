import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers';

describe('notifications on demand', () => {
  it('draws no container until one is shown, then shows it and any shown before it arrived', async () => {
    render(
      <Providers>
        <p>page</p>
      </Providers>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => {
      notifications.show({ message: 'Product saved', autoClose: false });
      notifications.show({ message: 'Stock updated', autoClose: false });
    });
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    expect(await screen.findByText('Stock updated')).toBeInTheDocument();
  });
});
