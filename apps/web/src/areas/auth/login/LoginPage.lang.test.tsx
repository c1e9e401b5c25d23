import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { renderScreen } from '../../../test/render';

/** A catalogue key showing instead of its text. */
const KEY = /\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/;

afterEach(() => setLocale('en-NG', { save: false }));

describe('the login page in Hausa', () => {
  it('shows its labels, the schema’s messages and its links in Hausa, and no catalogue key', async () => {
    // The language first, then the screen: its part loads its Hausa as the area would in the app.
    await setLocale('ha', { save: false });
    const { LoginPage } = await import('./LoginPage');
    const { user } = renderScreen(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Shiga' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Adireshin imel' }), 'not-an-email');
    await user.type(screen.getByLabelText('Kalmar sirri'), '123');
    await user.tab();
    expect(await screen.findByText('Ku rubuta adireshin imel mai kyau')).toBeInTheDocument();
    expect(screen.getByText('Kalmar sirri ta kasance aƙalla haruffa 6')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kun manta kalmar sirri?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shiga' })).toBeDisabled();
    expect(document.body.textContent).not.toMatch(KEY);
  });

  it('shows the forgot-password page in Hausa', async () => {
    await setLocale('ha', { save: false });
    const { ForgotPasswordPage } = await import('../forgot-password/ForgotPasswordPage');
    renderScreen(<ForgotPasswordPage />, { path: '/forget-password' });
    expect(screen.getByRole('heading', { name: 'Kun manta kalmar sirri?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aiko mahaɗi' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(KEY);
  });
});
