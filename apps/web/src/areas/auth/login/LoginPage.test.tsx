import { loginMessages, vendorLoginSchema } from '@kasuwa/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getVendorState } from '../../../lib/vendor-session';
import { apiError, json, serveFetch } from '../../../test/fetch';
import { renderScreen } from '../../../test/render';
import { vendorSession } from '../../../test/sessions';
import { LoginPage } from './LoginPage';

/** The message the shared schema gives for a value of one field. */
function schemaMessage(field: 'email' | 'password', value: string): string | undefined {
  const valid = { email: 'ada@adire.ng', password: 'secret1' };
  const result = vendorLoginSchema.safeParse({ ...valid, [field]: value });
  return result.success ? undefined : result.error.issues[0]?.message;
}

const emailBox = () => screen.getByRole('textbox', { name: 'Email address' });
const passwordBox = () => screen.getByLabelText('Password');
const loginButton = () => screen.getByRole('button', { name: 'Login' });

describe('LoginPage', () => {
  it('shows the shared schema’s messages once a field is left and keeps Login disabled', async () => {
    serveFetch(() => json(500, {}));
    const { user } = renderScreen(<LoginPage />, { path: '/login' });
    await user.type(emailBox(), 'not-an-email');
    await user.type(passwordBox(), '123');
    await user.tab();
    expect(await screen.findByText(schemaMessage('email', 'not-an-email')!)).toBeInTheDocument();
    expect(screen.getByText(schemaMessage('password', '123')!)).toBeInTheDocument();
    expect(schemaMessage('password', '123')).toBe(loginMessages.passwordShort);
    expect(loginButton()).toBeDisabled();
  });

  it('sends the email trimmed and lower-cased, signs in and goes to the dashboard', async () => {
    const sent = serveFetch(() => json(200, vendorSession('t1', true)));
    const { user } = renderScreen(<LoginPage />, { path: '/login' });
    await user.type(emailBox(), '  Ada@Adire.NG ');
    await user.type(passwordBox(), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    await waitFor(() => expect(loginButton()).toBeEnabled());
    await user.click(loginButton());
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/dashboard'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'ada@adire.ng', password: 'secret1', rememberMe: true },
    });
    expect(getVendorState()).toMatchObject({ status: 'signed-in', token: 't1' });
  });

  it('sends a vendor without a store to create one', async () => {
    serveFetch(() => json(200, vendorSession('t2', false)));
    const { user } = renderScreen(<LoginPage />, { path: '/login' });
    await user.type(emailBox(), 'ada@adire.ng');
    await user.type(passwordBox(), 'secret1');
    await waitFor(() => expect(loginButton()).toBeEnabled());
    await user.click(loginButton());
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/new-store/modal'));
  });

  it('shows the server’s message under the failure heading and stays on the page', async () => {
    serveFetch(() => apiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password.'));
    const { user } = renderScreen(<LoginPage />, { path: '/login' });
    await user.type(emailBox(), 'ada@adire.ng');
    await user.type(passwordBox(), 'wrong-password');
    await waitFor(() => expect(loginButton()).toBeEnabled());
    await user.click(loginButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(loginMessages.failureHeading);
    expect(alert).toHaveTextContent('Invalid email or password.');
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
  });

  it('offers to resend the confirmation email when the address is not confirmed', async () => {
    serveFetch(() => apiError(403, 'EMAIL_NOT_CONFIRMED', 'Please confirm your email address first.'));
    const { user } = renderScreen(<LoginPage />, { path: '/login' });
    await user.type(emailBox(), 'ada@adire.ng');
    await user.type(passwordBox(), 'secret1');
    await waitFor(() => expect(loginButton()).toBeEnabled());
    await user.click(loginButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm your email address first.');
    expect(screen.getByRole('link', { name: 'Resend the confirmation email' })).toHaveAttribute(
      'href',
      '/verify-email/ada%40adire.ng',
    );
  });

  it('shows the generic failure when the server cannot be reached', async () => {
    serveFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderScreen(<LoginPage />, { path: '/login' });
    await user.type(emailBox(), 'ada@adire.ng');
    await user.type(passwordBox(), 'secret1');
    await waitFor(() => expect(loginButton()).toBeEnabled());
    await user.click(loginButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(loginMessages.failed);
  });

  it('shows the spec’s banner for an error passed back in the query', () => {
    serveFetch(() => json(500, {}));
    renderScreen(<LoginPage />, { path: '/login?error=no_token', route: '/login' });
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed: No token received.');
  });
});
