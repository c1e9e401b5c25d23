import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import { AccountMenu } from './AccountMenu';

// The dropdown's items are queried with hidden: Mantine's opening transition can outlast a query's wait
// on a busy machine, and what matters here is where each item leads.
function openMenu(canAddStore: boolean | undefined) {
  render(
    <TestProviders>
      <MemoryRouter>
        <AccountMenu label="Adaeze Nwosu · Free" onSignOut={vi.fn()} canAddStore={canAddStore} defaultOpened>
          A
        </AccountMenu>
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('the dashboard account menu', () => {
  it('leads a Free vendor at her store limit to the plan that allows another store', async () => {
    openMenu(false);
    expect(
      await screen.findByRole('menuitem', { name: 'New store (upgrade your plan)', hidden: true }),
    ).toHaveAttribute('href', '/subscription');
    expect(await screen.findByRole('menuitem', { name: 'Plan and billing', hidden: true })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('leads a vendor whose plan has room straight to the new-store form', async () => {
    openMenu(true);
    expect(await screen.findByRole('menuitem', { name: 'New store', hidden: true })).toHaveAttribute(
      'href',
      '/new-store',
    );
    expect(screen.queryByRole('menuitem', { name: /upgrade/, hidden: true })).not.toBeInTheDocument();
  });

  it('offers neither while the plans are unknown, but always the plan page', async () => {
    openMenu(undefined);
    await screen.findByRole('menuitem', { name: 'Plan and billing', hidden: true });
    expect(screen.queryByRole('menuitem', { name: /new store/i, hidden: true })).not.toBeInTheDocument();
  });

  // On a phone the floating help buttons are not shown in the dashboard (they covered its actions).
  it('carries the ways to reach Kasuwa (shown on a phone only)', async () => {
    openMenu(true);
    expect(await screen.findByRole('menuitem', { name: 'Support centre', hidden: true })).toHaveAttribute(
      'href',
      '/support',
    );
    expect(screen.getByRole('menuitem', { name: /^Call /, hidden: true }).getAttribute('href')).toMatch(
      /^tel:/,
    );
    expect(screen.getByRole('menuitem', { name: /^Email /, hidden: true }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
  });
});
