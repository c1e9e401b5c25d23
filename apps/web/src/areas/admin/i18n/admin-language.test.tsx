import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getLocale, setLocale } from '../../../i18n/i18n';
import { adminStore, adminUser } from '../../../test/admin';
import { json, type SentRequest, serveFetch } from '../../../test/fetch';
import { renderScreen } from '../../../test/render';

// The session is read from storage when its module loads: stored before the imports below run.
await vi.hoisted(async () => (await import('../../../test/admin')).storeAdminSession());

/** A catalogue key left on screen instead of its text (`admin.stores.title`). */
const KEY = /\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/;

const page = (total: number) => ({
  currentPage: 1,
  totalPages: 1,
  limit: 10,
  hasNextPage: false,
  hasPrevPage: false,
  totalStores: total,
  totalUsers: total,
});

function backOffice() {
  serveFetch((request: SentRequest) => {
    const url = new URL(request.path, 'http://kasuwa.test');
    if (url.pathname === '/api/admin/store-owners') return json(200, { status: true, users: [] });
    if (url.pathname.startsWith('/api/admin/stores'))
      return json(200, { status: true, stores: [adminStore(1, 'mama-put')], pagination: page(1) });
    return json(200, {
      status: true,
      users: [adminUser(4, 'ngozi@example.com'), adminUser(5, 'obinna@example.com')],
      pagination: page(2),
    });
  });
}

/** Text of the page with the e-mail addresses and subdomains (data, not catalogue keys) taken out. */
const shownText = () => (document.body.textContent ?? '').replace(/\S+@\S+\.\S+/g, '');

let StoresPage: ComponentType;
let UsersPage: ComponentType;
let UserModal: typeof import('../users/UserModal').UserModal;

/**
 * The core's French and Hausa arrive first, the screens (and so this part) after: a switch of language
 * then loads this part's file alone. Two parts loading at once can drop one's texts: definePart's
 * loadPart (i18n.ts) reads the merged catalogue before awaiting its chunk and writes it back after, so
 * the part that arrives last overwrites the other's keys (reported to the lead; i18n.ts is not ours).
 */
beforeAll(async () => {
  await setLocale('fr', { save: false });
  await setLocale('ha', { save: false });
  await setLocale('en-NG', { save: false });
  ({ StoresPage } = await import('../stores/StoresPage'));
  ({ UsersPage } = await import('../users/UsersPage'));
  ({ UserModal } = await import('../users/UserModal'));
});

afterEach(async () => {
  await setLocale('en-NG', { save: false });
});

// Issue 33: the back office in the administrator's language, its data (names, e-mails, subdomains) as is.
describe('the back office in another language', () => {
  it('draws the store list in French', async () => {
    await setLocale('fr', { save: false });
    expect(getLocale()).toBe('fr');
    backOffice();
    renderScreen(<StoresPage />, { path: '/administrator/stores' });
    await screen.findByText('1–1 sur 1 boutique');
    expect(screen.getByRole('heading', { name: 'Gestion des boutiques' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Boutiques' });
    expect(within(table).getByRole('columnheader', { name: 'Sous-domaine' })).toBeInTheDocument();
    expect(within(table).getByRole('combobox', { name: 'Statut de la boutique 1' })).toHaveDisplayValue(
      'Actif',
    );
    expect(within(table).getByText('Gratuite')).toBeInTheDocument();
    expect(screen.getByText('mama-put')).toBeInTheDocument();
    expect(shownText()).not.toMatch(KEY);
  });

  it('draws the user list in Hausa', async () => {
    await setLocale('ha', { save: false });
    expect(getLocale()).toBe('ha');
    backOffice();
    renderScreen(<UsersPage />, { path: '/administrator/users' });
    await screen.findByText('1–2 cikin masu amfani 2');
    expect(screen.getByRole('heading', { name: 'Sarrafa masu amfani' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Masu amfani' });
    expect(within(table).getByRole('columnheader', { name: 'Matsayin aiki' })).toBeInTheDocument();
    expect(
      within(table).getByRole('combobox', { name: 'Matsayin aikin ngozi@example.com' }),
    ).toHaveDisplayValue('MAI AMFANI');
    expect(screen.getByRole('combobox', { name: 'Matsayi' })).toHaveDisplayValue('Duk matsayi');
    expect(shownText()).not.toMatch(KEY);
  });

  it('says what a form lacks in French, with the field named as on screen', async () => {
    await setLocale('fr', { save: false });
    serveFetch(() => json(500, {}));
    const { user } = renderScreen(<UserModal user={null} isSelf={false} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel utilisateur' });
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'pas-une-adresse');
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText('Prénom : champ obligatoire.')).toBeInTheDocument();
    expect(within(dialog).getByText('Veuillez saisir une adresse e-mail valide')).toBeInTheDocument();
    expect(shownText()).not.toMatch(KEY);
  });
});
