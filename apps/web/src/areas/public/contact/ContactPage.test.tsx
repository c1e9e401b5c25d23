import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { renderScreen } from '../../../test/render';
import { CATALOGUE_KEY, shownText } from '../../../test/shown-text';
import { ContactPage } from './ContactPage';

describe('the contact page in another language', () => {
  afterEach(async () => {
    await setLocale('en-NG', { save: false });
  });

  it('speaks French, its field errors included', async () => {
    await setLocale('fr', { save: false });
    const { user } = renderScreen(<ContactPage />, { path: '/contact-us' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Nous sommes là pour vous aider, 24 h/24, 7 j/7',
    );
    await user.click(screen.getByRole('textbox', { name: /Votre nom/ }));
    await user.type(screen.getByRole('textbox', { name: /Votre e-mail/ }), 'pas-une-adresse');
    await user.click(screen.getByRole('textbox', { name: /Votre message/ }));
    expect(await screen.findByText('Votre nom est requis.')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /Objet/ }));
    expect(await screen.findByText('Saisissez une adresse e-mail valide')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(shownText()).not.toMatch(CATALOGUE_KEY);
  });
});
