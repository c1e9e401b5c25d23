import { adminMessages } from '@kasuwa/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, type Route, serveFetch } from '../../../test/fetch';
import { renderScreen } from '../../../test/render';
import { AdminLoginPage } from './AdminLoginPage';

/** The sign-in page with the login call answered by `login`; returns what the page shows. */
async function signInWith(login: Route) {
  serveFetch((request) =>
    request.path === '/api/admin/environment'
      ? json(200, { environment: 'Development', testData: false })
      : login(request),
  );
  const { user } = renderScreen(<AdminLoginPage />, { path: '/administrator/login' });
  await user.type(screen.getByRole('textbox', { name: /^Username or Email/ }), 'boss');
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  const alert = await screen.findByRole('alert');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
  return alert;
}

// Spec section 8, admin login: the three ways a sign-in fails, each with its own text.
describe('AdminLoginPage failure messages', () => {
  it('shows the message a failed result carries', async () => {
    const alert = await signInWith(() => json(200, { status: false, message: 'Account locked' }));
    expect(alert).toHaveTextContent('Account locked');
    expect(alert).not.toHaveTextContent(adminMessages.loginFailedCheck);
  });

  it('asks to check the credentials when a failed result carries no message', async () => {
    for (const body of [{ status: false }, { status: false, message: '  ' }]) {
      const alert = await signInWith(() => json(200, body));
      expect(alert).toHaveTextContent(adminMessages.loginFailedCheck);
      document.body.innerHTML = '';
    }
  });

  it('says to try again on an HTTP error, and shows a refusal the server explains', async () => {
    const down = await signInWith(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(down).toHaveTextContent(adminMessages.loginFailed);
    document.body.innerHTML = '';
    const refused = await signInWith(() =>
      apiError(401, 'INVALID_CREDENTIALS', adminMessages.invalidCredentials),
    );
    expect(refused).toHaveTextContent(adminMessages.invalidCredentials);
  });
});
