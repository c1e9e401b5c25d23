import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setVendorSession } from '../../../lib/vendor-session';
import { apiError, json, serveFetch } from '../../../test/fetch';
import { TestProviders } from '../../../test/render';
import { vendorSession } from '../../../test/sessions';
import { DeliveryForm } from './DeliveryForm';

// The save flow the delivery and discount forms share (useCheckedSave, FormFooter), seen through one.

beforeEach(() => setVendorSession(vendorSession('t1')));

function renderForm() {
  const onDone = vi.fn();
  const user = userEvent.setup();
  render(
    <TestProviders>
      <DeliveryForm storeId={4} currency="NGN" option={null} onDone={onDone} />
    </TestProviders>,
  );
  return { onDone, user };
}

describe('DeliveryForm', () => {
  it('shows the shared schema’s message and sends nothing while a field is wrong', async () => {
    const sent = serveFetch(() => json(201, {}));
    const { onDone, user } = renderForm();
    await user.type(screen.getByLabelText('Delivery fee'), '1500');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    expect(await screen.findByText('Name the delivery option.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the fee in kobo and closes once saved', async () => {
    const sent = serveFetch(() => json(201, { id: 'd1' }));
    const { onDone, user } = renderForm();
    await user.type(screen.getByLabelText(/Name customers see/), 'Courier');
    await user.type(screen.getByLabelText('Delivery fee'), '1500');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/vendor/stores/4/delivery-options',
      body: { kind: 'flat', name: 'Courier', fee: 150_000 },
    });
  });

  it('puts the server’s field message on the field and its refusal above the buttons, and stays open', async () => {
    serveFetch(() =>
      apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', [
        { path: 'body.name', message: 'That name is taken by another option.' },
      ]),
    );
    const { onDone, user } = renderForm();
    await user.type(screen.getByLabelText(/Name customers see/), 'Courier');
    await user.type(screen.getByLabelText('Delivery fee'), '1500');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    expect(await screen.findByText('That name is taken by another option.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the highlighted fields.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
