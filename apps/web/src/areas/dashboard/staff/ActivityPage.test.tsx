import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/datetime';
import { setVendorSession } from '../../../lib/vendor-session';
import { renderDashboardPage } from '../../../test/dashboard';
import { json, serveFetch } from '../../../test/fetch';
import { vendorSession } from '../../../test/sessions';
import { ActivityPage, personChoices } from './ActivityPage';

const staff = {
  seats: { used: 1, limit: 3 },
  members: [
    {
      id: 5,
      userId: 40,
      name: 'Bisi Ade',
      email: 'bisi@adire.ng',
      phone: null,
      role: 'sales',
      permissions: [],
      joinedAt: '2026-11-20T09:00:00.000Z',
      lastActiveAt: null,
    },
  ],
  invitations: [],
};

const entry = (id: number, actorName: string, summary: string, at: string) => ({
  id,
  at,
  actorName,
  actorRole: actorName === 'Ada Obi' ? 'owner' : 'sales',
  summary,
  action: 'order.created',
  entity: 'order',
  entityId: String(id),
});

beforeEach(() => setVendorSession(vendorSession('t1')));

describe('the activity log', () => {
  it('offers everyone, the owner and each member to narrow it to', () => {
    expect(personChoices({ id: 1, name: 'Ada Obi' }, [{ userId: 40, name: 'Bisi Ade' }])).toEqual([
      { value: '', label: 'Everyone' },
      { value: '1', label: 'Ada Obi (you)' },
      { value: '40', label: 'Bisi Ade' },
    ]);
  });

  it('shows who did what and when in Lagos time, narrows to one person, and pages back', async () => {
    const sent = serveFetch((r) => {
      if (r.path === '/api/vendor/stores/12/staff') return json(200, staff);
      const url = new URL(r.path, 'http://x');
      if (url.pathname !== '/api/vendor/stores/12/audit') return json(404, {});
      if (url.searchParams.get('actor') === '40') {
        return json(200, {
          entries: [entry(3, 'Bisi Ade', 'Recorded sale #1042', '2026-11-26T13:05:00.000Z')],
          nextCursor: null,
        });
      }
      if (url.searchParams.get('cursor') === 'c2') {
        return json(200, {
          entries: [entry(1, 'Ada Obi', 'Invited Bisi Ade as Sales', '2026-11-20T08:00:00.000Z')],
          nextCursor: null,
        });
      }
      return json(200, {
        entries: [
          entry(3, 'Bisi Ade', 'Recorded sale #1042', '2026-11-26T13:05:00.000Z'),
          entry(2, 'Ada Obi', 'Changed the price of Ankara dress', '2026-11-25T23:30:00.000Z'),
        ],
        nextCursor: 'c2',
      });
    });
    const { user } = renderDashboardPage(<ActivityPage />, '/dashboard/settings/activity');
    const first = (await screen.findAllByTestId('activity-entry'))[0]!;
    expect(first).toHaveTextContent('Recorded sale #1042');
    expect(first).toHaveTextContent('Bisi Ade');
    expect(first).toHaveTextContent('Sales');
    // 13:05 UTC is 14:05 in Lagos; 23:30 UTC on the 25th is already the 26th there.
    expect(first).toHaveTextContent(formatDateTime('2026-11-26T13:05:00.000Z', 'Africa/Lagos'));
    expect(formatDateTime('2026-11-26T13:05:00.000Z', 'Africa/Lagos')).toMatch(/26 Nov 2026.*14:05/);
    expect(screen.getAllByTestId('activity-entry')[1]).toHaveTextContent(/26 Nov 2026/);

    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText('Invited Bisi Ade as Sales')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Bisi Ade', hidden: true }));
    await waitFor(() => expect(screen.getAllByTestId('activity-entry')).toHaveLength(1));
    expect(within(screen.getByTestId('activity-entry')).getByText('Recorded sale #1042')).toBeInTheDocument();
    expect(sent.some((r) => r.path.includes('/audit?actor=40'))).toBe(true);
  });
});
