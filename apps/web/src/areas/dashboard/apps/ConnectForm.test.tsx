import type { ConnectedApp } from '@kasuwa/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setVendorSession } from '../../../lib/vendor-session';
import { json, serveFetch } from '../../../test/fetch';
import { TestProviders } from '../../../test/render';
import { vendorSession } from '../../../test/sessions';
import { ConnectForm } from './ConnectForm';

beforeEach(() => setVendorSession(vendorSession('t1')));

const app = (id: 'meta' | 'ga4', settings: ConnectedApp['settings'] = null) =>
  ({
    id,
    name: id === 'meta' ? 'Meta Pixel and Conversions API' : 'Google Analytics 4',
    group: id === 'meta' ? 'social' : 'analytics',
    sends: 'Purchases.',
    status: settings ? 'connected' : 'not_connected',
    kind: 'store',
    note: null,
    settings,
    links: [],
  }) as ConnectedApp & { id: 'meta' | 'ga4' };

function renderForm(target: ConnectedApp & { id: 'meta' | 'ga4' }) {
  const onDone = vi.fn();
  const user = userEvent.setup();
  render(
    <TestProviders>
      <ConnectForm storeId={4} app={target} onDone={onDone} />
    </TestProviders>,
  );
  return { onDone, user };
}

describe('ConnectForm', () => {
  it('refuses a pixel id that is not digits and a missing token, sending nothing', async () => {
    const sent = serveFetch(() => json(200, app('meta')));
    const { onDone, user } = renderForm(app('meta'));
    await user.type(screen.getByLabelText(/Pixel ID/), 'my-pixel');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('A Meta pixel id is 8 to 20 digits')).toBeInTheDocument();
    expect(screen.getByText(/Paste the Conversions API access token/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the GA4 measurement id (upper-cased) and API secret to the store', async () => {
    const sent = serveFetch(() => json(200, app('ga4')));
    const { onDone, user } = renderForm(app('ga4'));
    await user.type(screen.getByLabelText(/Measurement ID/), 'g-abc123xyz');
    await user.type(screen.getByLabelText(/Measurement Protocol API secret/), 'secret-123456');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/api/vendor/stores/4/apps/ga4',
      body: { measurementId: 'G-ABC123XYZ', apiSecret: 'secret-123456' },
    });
  });

  it('shows only the hint of a saved secret', () => {
    renderForm(
      app('meta', { publicId: '123456789012', secretHint: '…wxyz', connectedAt: '2026-11-24T10:00:00.000Z' }),
    );
    expect(screen.getByLabelText(/Pixel ID/)).toHaveValue('123456789012');
    expect(screen.getByLabelText(/Conversions API access token/)).toHaveValue('');
    expect(screen.getByText(/Saved: …wxyz/)).toBeInTheDocument();
  });
});
