import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { apiError, serveFetch } from '../../../test/fetch';
import { renderScreen } from '../../../test/render';
import { CATALOGUE_KEY, shownText } from '../../../test/shown-text';
import { LandingPage } from './LandingPage';

describe('the landing page in another language', () => {
  afterEach(async () => {
    await setLocale('en-NG', { save: false });
  });

  it('speaks French, with its highlighted word inside the French sentence', async () => {
    serveFetch(() => apiError(503, 'UNAVAILABLE', 'Down for a moment.'));
    await setLocale('fr', { save: false });
    renderScreen(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Votre boutique en ligne en quelques minutes',
    );
    expect(screen.getByRole('heading', { name: 'Prêt à ouvrir votre boutique ?' })).toBeInTheDocument();
    expect(
      await screen.findByText('Les formules n’ont pas pu être chargées pour l’instant.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(shownText()).not.toMatch(CATALOGUE_KEY);
  });

  it('speaks Hausa', async () => {
    serveFetch(() => apiError(503, 'UNAVAILABLE', 'Down for a moment.'));
    await setLocale('ha', { save: false });
    renderScreen(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Shagonku a yanar gizo cikin mintoci',
    );
    expect(screen.getAllByRole('link', { name: 'Fara yanzu' })).toHaveLength(2);
    expect(shownText()).not.toMatch(CATALOGUE_KEY);
  });
});
