import { adminMessages } from '@kasuwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminUser } from '../../../test/admin';
import { json, type SentRequest, serveFetch } from '../../../test/fetch';
import { renderScreen } from '../../../test/render';
import { UsersPage } from './UsersPage';

// The session is read from storage when its module loads: stored before the imports below run.
await vi.hoisted(async () => (await import('../../../test/admin')).storeAdminSession());

const USERS = [
  adminUser(3, 'admin@kasuwa.ng'),
  adminUser(4, 'ngozi@example.com'),
  adminUser(5, 'obinna@example.com'),
];

function usersServer(users = USERS) {
  return serveFetch((request: SentRequest) => {
    if (request.method === 'DELETE') return json(200, { status: true, message: 'User deleted' });
    const url = new URL(request.path, 'http://kasuwa.test');
    const search = url.searchParams.get('search') ?? '';
    const found = users.filter((u) => u.email.includes(search));
    return json(200, {
      status: true,
      users: found,
      pagination: {
        currentPage: 1,
        totalPages: 1,
        totalUsers: found.length,
        limit: 10,
        hasNextPage: false,
        hasPrevPage: false,
      },
    });
  });
}

describe('the back office user list', () => {
  it('lists the users with a count', async () => {
    usersServer();
    renderScreen(<UsersPage />, { path: '/administrator/users' });
    await screen.findByText('Showing 1–3 of 3 users');
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getByText('obinna@example.com')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('says so when no user matches', async () => {
    usersServer([]);
    renderScreen(<UsersPage />, { path: '/administrator/users', route: '/administrator/users' });
    await screen.findByText(adminMessages.noUsers);
    expect(screen.getByText('No users')).toBeInTheDocument();
  });

  it('deletes a user after the question, and never offers to delete oneself', async () => {
    const sent = usersServer();
    const { user } = renderScreen(<UsersPage />, { path: '/administrator/users' });
    await screen.findByText('Showing 1–3 of 3 users');
    expect(screen.getByRole('button', { name: 'Delete admin@kasuwa.ng' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Delete admin@kasuwa.ng' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete ngozi@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(within(dialog).getByText(adminMessages.deleteUserConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/admin/users/4']);
  });
});
