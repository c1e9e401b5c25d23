import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render';
import { ExternalPage } from './ExternalPage';

describe('ExternalPage (spec 2.8)', () => {
  it("shows 'external works!' and a way back home", async () => {
    const { user } = renderScreen(<ExternalPage />, { path: '/external' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^external works!$/);
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });
});
