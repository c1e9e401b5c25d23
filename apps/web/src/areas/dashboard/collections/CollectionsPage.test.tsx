import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { setVendorSession } from '../../../lib/vendor-session';
import { renderDashboardPage } from '../../../test/dashboard';
import { json, serveFetch } from '../../../test/fetch';
import { vendorSession } from '../../../test/sessions';
import { CollectionsPage } from './CollectionsPage';

const KEY = /\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/;

beforeEach(() => setVendorSession(vendorSession('t1')));

describe('the collections screen in French', () => {
  beforeEach(() => setLocale('fr', { save: false }));
  afterEach(() => setLocale('en-NG', { save: false }));

  it('names its heading, columns, row actions and form in French, and checks the title in French', async () => {
    serveFetch((request) =>
      request.path === '/api/vendor/stores/12/collections'
        ? json(200, {
            items: [
              {
                id: 'c1b2c3d4-0000-4000-8000-000000000001',
                title: 'Wax',
                slug: 'wax',
                description: '',
                productCount: 4,
              },
            ],
          })
        : json(404, {}),
    );
    const { user } = renderDashboardPage(<CollectionsPage />, '/dashboard/collections');
    const table = await screen.findByRole('table', { name: 'Collections' });
    await within(table).findByText('Wax');
    expect(screen.getByRole('heading', { name: 'Collections' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Collection', 'Adresse web', 'Produits', '']);
    expect(within(table).getByRole('button', { name: 'Modifier Wax' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Supprimer Wax' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(KEY);

    await user.click(screen.getAllByRole('button', { name: 'Nouvelle collection' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle collection' });
    await user.click(within(dialog).getByRole('button', { name: 'Créer la collection' }));
    expect(await within(dialog).findByText('Le nom est obligatoire.')).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(KEY);
  });
});
