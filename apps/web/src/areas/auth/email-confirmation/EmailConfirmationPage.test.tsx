import { confirmationMessages } from '@kasuwa/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getVendorState } from '../../../lib/vendor-session';
import { json, serveFetch } from '../../../test/fetch';
import { renderScreen } from '../../../test/render';
import { vendorSession } from '../../../test/sessions';
import { EmailConfirmationPage } from './EmailConfirmationPage';

const LINK = '/email-confirmation?id=1&token=abc&email=ada%40adire.ng';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('confirming the e-mail address', () => {
  it('signs her in from the link and goes on to creating her store, not to the login page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveFetch(() =>
      json(200, {
        status: true,
        message: confirmationMessages.confirmedSignedIn,
        session: vendorSession('from-link', false),
      }),
    );
    renderScreen(<EmailConfirmationPage />, { path: LINK, route: '/email-confirmation' });
    await screen.findByText(confirmationMessages.confirmedSignedIn);
    expect(getVendorState()).toMatchObject({ status: 'signed-in', token: 'from-link', hasStore: false });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByTestId('path')).toHaveTextContent('/new-store/modal');
  });

  it('sends her to the login page when the answer carries no session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveFetch(() => json(200, { status: true, message: confirmationMessages.confirmed }));
    renderScreen(<EmailConfirmationPage />, { path: LINK, route: '/email-confirmation' });
    await screen.findByText(confirmationMessages.confirmed);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
  });
});
