import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/i18n';
import { json, serveFetch } from '../../test/fetch';
import { renderScreen } from '../../test/render';

afterEach(() => setLocale('en-NG', { save: false }));

describe('sign-up in French', () => {
  it('shows its labels, the schema’s messages and the terms’ links in French, and no catalogue key', async () => {
    serveFetch(() => json(201, {}));
    // The language first, then the screen: its part loads its French as the area would in the app.
    await setLocale('fr', { save: false });
    const { RegisterPage } = await import('./RegisterPage');
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    expect(screen.getByRole('heading', { name: 'Créez votre compte' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nom de l’entreprise', { exact: false, selector: 'input' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    expect((await screen.findAllByText('Le prénom est obligatoire.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Conditions d’utilisation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' })).toBeInTheDocument();
    expect(document.body.textContent).toContain('En créant un compte, vous acceptez nos');
    expect(document.body.textContent).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/);
  });
});
