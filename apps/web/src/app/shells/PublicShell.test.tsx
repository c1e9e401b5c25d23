import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/i18n';
import { renderScreen } from '../../test/render';
import { CATALOGUE_KEY, shownText } from '../../test/shown-text';
import { RouteError } from '../RootLayout';
import { theme } from '../theme';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

describe('the public frame in another language', () => {
  afterEach(async () => {
    await setLocale('en-NG', { save: false });
  });

  it('draws the navbar and the footer in Hausa, with no key showing', async () => {
    await setLocale('ha', { save: false });
    renderScreen(
      <>
        <Navbar />
        <Footer />
      </>,
    );
    const main = screen.getByRole('navigation', { name: 'Babban menu' });
    expect(within(main).getByRole('link', { name: 'Farashi' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('navigation', { name: 'Taimako' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ka’idar sirri' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByText(/Duk haƙƙoƙi a kiyaye/)).toBeInTheDocument();
    // The core's words (the footer's switcher) and the part's arrived together.
    expect(screen.getByRole('combobox', { name: 'Harshe' })).toBeInTheDocument();
    expect(shownText()).not.toMatch(CATALOGUE_KEY);
  });

  it('says in French that a page failed to load', async () => {
    await setLocale('fr', { save: false });
    const router = createMemoryRouter([
      {
        path: '/',
        ErrorBoundary: RouteError,
        loader: () => {
          throw new Error('a stale chunk');
        },
        Component: () => null,
      },
    ]);
    render(
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Un problème est survenu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    expect(shownText()).not.toMatch(CATALOGUE_KEY);
  });
});
