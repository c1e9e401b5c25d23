import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { json, serveFetch } from '../../../test/fetch';
import { renderScreen } from '../../../test/render';
import { CATALOGUE_KEY, shownText } from '../../../test/shown-text';
import { SolutionsPage } from './SolutionsPages';

describe('the solutions page in another language', () => {
  afterEach(async () => {
    await setLocale('en-NG', { save: false });
  });

  it('speaks Yoruba, app names staying as they are', async () => {
    serveFetch(() =>
      json(200, { whatsapp: { available: true, reason: null }, sms: { available: false, reason: 'off' } }),
    );
    await setLocale('yo', { save: false });
    renderScreen(<SolutionsPage />, { path: '/solutions' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Gbogbo ohun tí ẹ nílò láti tà lórí ayélujára',
    );
    expect(screen.getByTestId('solution-one-click-install')).toHaveTextContent('Ṣọ́ọ̀bù ní ìtẹ̀ kan');
    expect(screen.getByTestId('solution-kasuwa-wallet')).toHaveTextContent('Ó ń bọ̀');
    expect(screen.getByRole('heading', { name: 'Àwọn áàpù tí a so pọ̀' })).toBeInTheDocument();
    expect(screen.getByText('Google Analytics 4')).toBeInTheDocument();
    expect(await screen.findAllByText('A ti so pọ̀')).not.toHaveLength(0);
    expect(shownText()).not.toMatch(CATALOGUE_KEY);
  });
});
