import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { setVendorSession } from '../../../lib/vendor-session';
import { apiError, json, serveFetch } from '../../../test/fetch';
import { TestProviders } from '../../../test/render';
import { vendorSession } from '../../../test/sessions';
import { EndpointForm } from './EndpointForm';

beforeEach(() => setVendorSession(vendorSession('t1')));

function renderForm() {
  const onDone = vi.fn();
  const onCreated = vi.fn();
  const user = userEvent.setup();
  render(
    <TestProviders>
      <EndpointForm storeId={4} endpoint={null} onDone={onDone} onCreated={onCreated} />
    </TestProviders>,
  );
  return { onDone, onCreated, user };
}

const created = {
  id: '019a0000-0000-7000-8000-000000000001',
  url: 'https://erp.example.com/hooks',
  description: '',
  events: ['order.paid', 'refund.created'],
  enabled: true,
  secretHint: 'whsec_…abcd',
  secret: 'whsec_0123456789abcdefghijklmnopqrabcd',
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  lastDelivery: null,
};

describe('EndpointForm', () => {
  it('refuses a URL that is not http(s) and an empty event list, sending nothing', async () => {
    const sent = serveFetch(() => json(201, created));
    const { onDone, user } = renderForm();
    await user.type(screen.getByLabelText(/Endpoint URL/), 'ftp://erp.example.com');
    await user.click(screen.getByLabelText(/order\.paid/));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(/Enter a full http:\/\/ or https:\/\/ URL/)).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says what is missing in Hausa by the rule broken (the schema’s words are English)', async () => {
    await setLocale('ha', { save: false });
    try {
      const sent = serveFetch(() => json(201, created));
      const { user } = renderForm();
      await user.click(screen.getByLabelText(/order\.paid/));
      await user.click(screen.getByRole('button', { name: 'Ƙara endpoint' }));
      expect(await screen.findByText('Cika wannan.')).toBeInTheDocument();
      expect(screen.getByText('Zaɓi aƙalla ɗaya.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Soke' })).toBeInTheDocument();
      expect(sent).toHaveLength(0);
    } finally {
      await setLocale('en-NG', { save: false });
    }
  });

  it('sends the URL and chosen events, then hands the one-time secret over', async () => {
    const sent = serveFetch(() => json(201, created));
    const { onDone, onCreated, user } = renderForm();
    await user.type(screen.getByLabelText(/Endpoint URL/), 'https://erp.example.com/hooks');
    await user.click(screen.getByLabelText(/refund\.created/));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/vendor/stores/4/webhooks',
      body: { url: 'https://erp.example.com/hooks', events: ['order.paid', 'refund.created'], enabled: true },
    });
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ secret: created.secret }));
  });

  it('shows the server’s refusal of a private address on the URL field and stays open', async () => {
    serveFetch(() =>
      apiError(400, 'VALIDATION_FAILED', 'Some fields are missing or invalid.', [
        { path: 'url', message: 'Not a public address: 10.0.0.8 is not a public address' },
      ]),
    );
    const { onDone, user } = renderForm();
    await user.type(screen.getByLabelText(/Endpoint URL/), 'https://10.0.0.8/hook');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(/Not a public address/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields are missing or invalid.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
