import type { StaffInvitationPreview } from '@kasuwa/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getVendorState, signOutVendor } from '../../lib/vendor-session';
import { testStore } from '../../test/dashboard';
import { apiError, json, serveFetch } from '../../test/fetch';
import { renderScreen } from '../../test/render';
import { vendorSession } from '../../test/sessions';
import { rememberedStoreId } from '../dashboard/store-context';
import { JoinPage } from './JoinPage';

const preview: StaffInvitationPreview = {
  storeName: 'Adire House',
  ownerName: 'Ada Obi',
  name: 'Chioma',
  contact: 'chioma@adire.ng',
  role: 'sales',
  permissions: ['sales.record', 'orders.read'],
  existingAccount: false,
};

const open = () => renderScreen(<JoinPage />, { path: '/staff/join/tok123', route: '/staff/join/:token' });

beforeEach(async () => {
  serveFetch(() => json(200, {}));
  await signOutVendor();
});

describe('joining a store from an invitation', () => {
  it('says who invited her to which store as what, and a new person chooses a password and is in that store', async () => {
    const sent = serveFetch((r) =>
      r.path === '/api/staff-invitations/tok123'
        ? json(200, preview)
        : r.path === '/api/staff-invitations/tok123/accept'
          ? json(200, { ...vendorSession('member-token'), hasStore: true })
          : r.path === '/api/graphql'
            ? json(200, [
                {
                  data: {
                    stores: [
                      { ...testStore, id: 3, name: 'Her own shop' },
                      { ...testStore, access: { role: 'sales', permissions: ['sales.record'] } },
                    ],
                  },
                },
              ])
            : json(404, {}),
    );
    const { user } = open();
    expect(await screen.findByRole('heading', { name: 'Join Adire House' })).toBeInTheDocument();
    expect(
      screen.getByText(/Ada Obi invited you, Chioma, to work in Adire House as Sales/),
    ).toBeInTheDocument();
    expect(screen.getByText('Record sales (New sale, WhatsApp orders, pay links)')).toBeInTheDocument();
    // Invited by e-mail: no e-mail to add.
    expect(screen.queryByLabelText(/E-mail \(optional\)/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Choose a password'), 'batik-2026');
    await user.type(screen.getByLabelText('Type it again'), 'batik-2025');
    await user.click(screen.getByRole('button', { name: 'Join Adire House' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Type it again'));
    await user.type(screen.getByLabelText('Type it again'), 'batik-2026');
    await user.click(screen.getByRole('button', { name: 'Join Adire House' }));

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/dashboard'));
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ password: 'batik-2026' });
    expect(getVendorState()).toMatchObject({ status: 'signed-in', token: 'member-token' });
    // The dashboard opens on the store joined, not on one of her own.
    expect(rememberedStoreId()).toBe(testStore.id);
  });

  it('asks someone invited by phone for an e-mail, which she may leave out', async () => {
    const sent = serveFetch((r) =>
      r.method === 'GET'
        ? json(200, { ...preview, contact: '+2348031234567' })
        : json(200, vendorSession('member-token')),
    );
    const { user } = open();
    const email = await screen.findByLabelText(/E-mail \(optional\)/);
    await user.type(email, 'not-an-email');
    await user.type(screen.getByLabelText('Choose a password'), 'batik-2026');
    await user.type(screen.getByLabelText('Type it again'), 'batik-2026');
    await user.click(screen.getByRole('button', { name: 'Join Adire House' }));
    expect(await screen.findByText(/Enter a valid e-mail address/)).toBeInTheDocument();
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Join Adire House' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ password: 'batik-2026' }),
    );
  });

  it('sends someone with an account to sign in first, and back here to accept', async () => {
    serveFetch((r) =>
      r.method === 'GET' ? json(200, { ...preview, existingAccount: true }) : json(404, {}),
    );
    open();
    expect(await screen.findByRole('link', { name: 'Sign in to accept' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/staff/join/tok123')}`,
    );
    expect(screen.queryByLabelText('Choose a password')).not.toBeInTheDocument();
  });

  it('says an expired or used link is no longer valid, with the ways on', async () => {
    serveFetch(() =>
      apiError(
        404,
        'NOT_FOUND',
        'This invitation link is not valid any more. Ask the store owner to send a new one.',
      ),
    );
    open();
    expect(
      await screen.findByRole('heading', { name: 'This invitation has expired or was already used' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ask the store owner to send you a new invitation/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Go to Kasuwa' })).toHaveAttribute('href', '/');
  });
});
