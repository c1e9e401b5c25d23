import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { renderScreen } from '../../../test/render';
import { CATALOGUE_KEY, shownText } from '../../../test/shown-text';
import { FaqPage } from './FaqPage';

describe('the FAQ in another language', () => {
  afterEach(async () => {
    await setLocale('en-NG', { save: false });
  });

  it('speaks Hausa and searches the Hausa questions', async () => {
    await setLocale('ha', { save: false });
    const { user } = renderScreen(<FaqPage />, { path: '/faq' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tambayoyin da ake yawan yi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Biya da lissafi' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Nemi tambayoyi' }), 'kalmar sirri');
    expect(screen.getAllByRole('button', { name: /kalmar sirri/ }).map((b) => b.textContent)).toEqual([
      'Yaya zan sabunta kalmar sirrina?',
    ]);
    await user.clear(screen.getByRole('textbox', { name: 'Nemi tambayoyi' }));
    await user.type(screen.getByRole('textbox', { name: 'Nemi tambayoyi' }), 'zzz');
    expect(screen.getByText(/Babu tambayar da ta dace da “zzz”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ku tambaye mu kai tsaye' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(shownText()).not.toMatch(CATALOGUE_KEY);
  });
});
