import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { renderScreen } from '../../../test/render';
import { CATALOGUE_KEY, shownText } from '../../../test/shown-text';
import { CookieBanner } from '../cookies/CookieBanner';
import { ExternalPage } from '../external/ExternalPage';
import { ErrorPage } from './ErrorPage';

describe('the 404 page, the cookie banner and the external page in another language', () => {
  afterEach(async () => {
    await setLocale('en-NG', { save: false });
    localStorage.clear();
  });

  it('speaks Hausa', async () => {
    await setLocale('ha', { save: false });
    renderScreen(
      <>
        <ErrorPage />
        <CookieBanner />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('BA A SAMI SHAFIN BA');
    expect(screen.getByRole('link', { name: 'Koma gida' })).toHaveAttribute('href', '/');
    const banner = screen.getByRole('dialog', { name: 'Izinin kukis' });
    expect(banner).toHaveTextContent('Na yarda');
    expect(shownText()).not.toMatch(CATALOGUE_KEY);
  });

  it('keeps the spec’s placeholder heading in French, around French words', async () => {
    await setLocale('fr', { save: false });
    renderScreen(<ExternalPage />, { path: '/external' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^external works!$/);
    expect(screen.getByRole('link', { name: 'page d’assistance' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeInTheDocument();
  });
});
