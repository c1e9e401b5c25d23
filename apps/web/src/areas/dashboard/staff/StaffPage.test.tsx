import type { StaffInvitation, StaffOverview } from '@kasuwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { setVendorSession } from '../../../lib/vendor-session';
import { renderDashboardPage } from '../../../test/dashboard';
import { apiError, json, type SentRequest, serveFetch } from '../../../test/fetch';
import { vendorSession } from '../../../test/sessions';
import { ownerOnlySentence, StaffPage, seatState } from './StaffPage';

const base = '/api/vendor/stores/12/staff';

const bisi = {
  id: 5,
  userId: 40,
  name: 'Bisi Ade',
  email: 'bisi@adire.ng',
  phone: null,
  role: 'sales' as const,
  permissions: ['sales.record' as const],
  joinedAt: '2026-11-20T09:00:00.000Z',
  lastActiveAt: '2026-11-26T08:30:00.000Z',
};

function overview(over: Partial<StaffOverview> = {}): StaffOverview {
  return { seats: { used: 1, limit: 3 }, members: [bisi], invitations: [], ...over };
}

function serve(state: StaffOverview, answer: (r: SentRequest) => Response | undefined = () => undefined) {
  return serveFetch(
    (r) => answer(r) ?? (r.method === 'GET' && r.path === base ? json(200, state) : json(404, {})),
  );
}

afterEach(() => setLocale('en-NG', { save: false }));

beforeEach(() =>
  setVendorSession({ ...vendorSession('t1'), user: { ...vendorSession('t1').user, plan: 'premium' } }),
);

describe('seats', () => {
  it('says a plan without seats has none and points to the upgrade', () => {
    expect(seatState({ used: 0, limit: 0 }, 'free')).toMatchObject({
      canInvite: false,
      upgradeTo: 'premium',
    });
    expect(seatState({ used: 3, limit: 3 }, 'premium')).toMatchObject({
      canInvite: false,
      upgradeTo: 'enterprise',
    });
    expect(seatState({ used: 10, limit: 10 }, 'enterprise').upgradeTo).toBeUndefined();
    expect(seatState({ used: 2, limit: 3 }, 'premium').canInvite).toBe(true);
    expect(seatState({ used: 40, limit: null }, 'enterprise').canInvite).toBe(true);
  });

  it('says plainly what stays the owner’s', () => {
    expect(ownerOnlySentence()).toBe(
      'Whatever their role, only you can request payouts, see or change bank accounts, change the plan, manage staff, delete the store and see the activity log.',
    );
  });

  it('shows a Free store that it has no staff seats, with the way to Premium, and no invitation', async () => {
    serve(overview({ seats: { used: 0, limit: 0 }, members: [] }));
    renderDashboardPage(<StaffPage />, '/dashboard/settings/staff');
    expect(await screen.findByText(/Your plan has no staff seats/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/subscription?plan=premium',
    );
    expect(screen.getByRole('button', { name: 'Invite someone' })).toBeDisabled();
  });
});

describe('the Staff screen', () => {
  it('lists the team with role and last activity, and seats used of the plan’s', async () => {
    serve(overview());
    renderDashboardPage(<StaffPage />, '/dashboard/settings/staff');
    const card = await screen.findByTestId('staff-member');
    expect(within(card).getByText('Bisi Ade')).toBeInTheDocument();
    expect(within(card).getByText('Sales')).toBeInTheDocument();
    expect(within(card).getByText(/Last active 26 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByText('Staff seats: 1 of 3 used')).toBeInTheDocument();
  });

  it('invites a Sales assistant by e-mail with the role only, and a custom role with its checked permissions', async () => {
    const sent = serve(overview(), (r) =>
      r.method === 'POST' && r.path === `${base}/invitations`
        ? json(201, {
            id: 9,
            name: 'Chioma',
            contact: 'chioma@adire.ng',
            channel: 'email',
            role: 'sales',
            permissions: [],
            createdAt: '2026-11-26T10:00:00.000Z',
            expiresAt: '2026-12-03T10:00:00.000Z',
          })
        : undefined,
    );
    const { user } = renderDashboardPage(<StaffPage />, '/dashboard/settings/staff');
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Chioma');
    await user.type(within(dialog).getByLabelText(/E-mail or phone number/), 'chioma@adire.ng');
    expect(within(dialog).getByText(/Records sales, sees and sends orders/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Chioma',
      contact: 'chioma@adire.ng',
      role: 'sales',
      permissions: [],
    });

    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const again = await screen.findByRole('dialog', { name: 'Invite someone' });
    await user.type(within(again).getByLabelText(/^Name/), 'Emeka');
    await user.type(within(again).getByLabelText(/E-mail or phone number/), '0803 123 4567');
    await user.click(within(again).getByRole('radio', { name: /Custom/ }));
    await user.click(within(again).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(again).findByText('Choose at least one thing this person may do'),
    ).toBeInTheDocument();
    await user.click(within(again).getByRole('checkbox', { name: 'Invoices and receipts' }));
    await user.click(within(again).getByRole('checkbox', { name: 'See orders' }));
    await user.click(within(again).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(2));
    expect(sent.filter((r) => r.method === 'POST')[1]?.body).toEqual({
      name: 'Emeka',
      contact: '0803 123 4567',
      role: 'custom',
      // In the fixed list's order, whatever order they were ticked in.
      permissions: ['orders.read', 'invoices.manage'],
    });
  });

  it('shows the server’s refusal of an invitation in the dialog', async () => {
    serve(overview(), (r) =>
      r.method === 'POST'
        ? apiError(
            409,
            'CONFLICT',
            'This person already works in this store, or has an open invitation to it.',
          )
        : undefined,
    );
    const { user } = renderDashboardPage(<StaffPage />, '/dashboard/settings/staff');
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Bisi');
    await user.type(within(dialog).getByLabelText(/E-mail or phone number/), 'bisi@adire.ng');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/already works in this store/);
  });

  it('removes a member only after a confirmation that says they lose access at once', async () => {
    const sent = serve(overview(), (r) =>
      r.method === 'DELETE' && r.path === `${base}/5` ? new Response(null, { status: 204 }) : undefined,
    );
    const { user } = renderDashboardPage(<StaffPage />, '/dashboard/settings/staff');
    await user.click(
      within(await screen.findByTestId('staff-member')).getByRole('button', { name: 'Remove' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove Bisi Ade?' });
    expect(dialog).toHaveTextContent('loses access to the store at once');
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'DELETE' && r.path === `${base}/5`)).toBe(true));
  });

  it('resends an open invitation, and cancels one after saying its link stops working', async () => {
    const invitation: StaffInvitation = {
      id: 9,
      name: 'Chioma',
      contact: '+2348031234567',
      channel: 'sms',
      role: 'stock',
      permissions: [],
      createdAt: '2026-11-26T10:00:00.000Z',
      expiresAt: '2026-12-03T10:00:00.000Z',
    };
    const sent = serve(overview({ invitations: [invitation] }), (r) =>
      r.method === 'POST' && r.path === `${base}/invitations/9/resend`
        ? json(200, invitation)
        : r.method === 'DELETE' && r.path === `${base}/invitations/9`
          ? new Response(null, { status: 204 })
          : undefined,
    );
    const { user } = renderDashboardPage(<StaffPage />, '/dashboard/settings/staff');
    const card = await screen.findByTestId('staff-invitation');
    expect(card).toHaveTextContent('+2348031234567');
    expect(card).toHaveTextContent('Stock');
    await user.click(within(card).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(sent.some((r) => r.path === `${base}/invitations/9/resend`)).toBe(true));

    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this invitation?' });
    expect(dialog).toHaveTextContent('The link sent to +2348031234567 stops working');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    await waitFor(() =>
      expect(sent.some((r) => r.method === 'DELETE' && r.path === `${base}/invitations/9`)).toBe(true),
    );
  });

  it('changes a member’s role', async () => {
    const sent = serve(overview(), (r) =>
      r.method === 'PATCH' ? json(200, { ...bisi, role: 'stock' }) : undefined,
    );
    const { user } = renderDashboardPage(<StaffPage />, '/dashboard/settings/staff');
    await user.click(
      within(await screen.findByTestId('staff-member')).getByRole('button', { name: 'Change role' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Role of Bisi Ade' });
    await user.click(within(dialog).getByRole('radio', { name: /Stock/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'PATCH')?.body).toEqual({ role: 'stock', permissions: [] }),
    );
    expect(sent.find((r) => r.method === 'PATCH')?.path).toBe(`${base}/5`);
  });

  it('speaks French, the invitation and its roles included, with no catalogue key showing', async () => {
    await setLocale('fr', { save: false });
    serve(overview());
    renderDashboardPage(<StaffPage />, '/dashboard/settings/staff');
    const card = await screen.findByTestId('staff-member');
    expect(screen.getByRole('heading', { name: 'Équipe' })).toBeInTheDocument();
    expect(within(card).getByText('Vente')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Changer le rôle' })).toBeInTheDocument();
    expect(screen.getByText('Places : 1 sur 3 utilisées')).toBeInTheDocument();
    expect(screen.getByText(/Quel que soit leur rôle, vous seul pouvez/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Inviter quelqu’un' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviter quelqu’un' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Sur mesure/ }));
    expect(within(dialog).getByRole('checkbox', { name: 'Factures et reçus' })).toBeInTheDocument();
    const shown = document.body.cloneNode(true) as HTMLElement;
    // Mantine's style sheets are not text a reader sees (their selectors look like keys).
    for (const style of shown.querySelectorAll('style')) style.remove();
    expect(shown.textContent).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/);
  }, 20_000);
});
