import type { StaffInvitationPreview } from '@kasuwa/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/i18n';
import { json, serveFetch } from '../../test/fetch';
import { renderScreen } from '../../test/render';

const preview: StaffInvitationPreview = {
  storeName: 'Adire House',
  ownerName: 'Ada Obi',
  name: 'Chioma',
  contact: 'chioma@adire.ng',
  role: 'sales',
  permissions: ['sales.record', 'orders.read'],
  existingAccount: false,
};

afterEach(() => setLocale('en-NG', { save: false }));

describe('a staff invitation in French', () => {
  it('says who invited her as what, what she may do and the form’s messages in French', async () => {
    serveFetch((r) => (r.path === '/api/staff-invitations/tok123' ? json(200, preview) : json(404, {})));
    // The language first, then the screen: its part loads its French as the area would in the app.
    await setLocale('fr', { save: false });
    const { JoinPage } = await import('./JoinPage');
    const { user } = renderScreen(<JoinPage />, { path: '/staff/join/tok123', route: '/staff/join/:token' });
    expect(await screen.findByRole('heading', { name: 'Rejoindre Adire House' })).toBeInTheDocument();
    expect(
      screen.getByText('Ada Obi vous invite, Chioma, à travailler dans Adire House comme Vendeur.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Voir les commandes')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Choisissez un mot de passe'), 'court');
    await user.click(screen.getByRole('button', { name: 'Rejoindre Adire House' }));
    expect(await screen.findByText('Au moins 8 caractères')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/);
  });
});
