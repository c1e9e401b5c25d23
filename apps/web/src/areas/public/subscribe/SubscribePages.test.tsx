import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { renderScreen } from '../../../test/render';
import { CATALOGUE_KEY, shownText } from '../../../test/shown-text';
import { SubscribePage, UnsubscribePage } from './SubscribePages';

describe('the newsletter pages in another language', () => {
  afterEach(async () => {
    await setLocale('en-NG', { save: false });
  });

  it('speaks Igbo, its field errors included', async () => {
    await setLocale('ig', { save: false });
    const { user } = renderScreen(<SubscribePage />, { path: '/subscribe' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Denye aha maka akwụkwọ ozi anyị');
    await user.click(screen.getByRole('button', { name: 'Denye aha' }));
    expect(await screen.findByText('Achọrọ aha zuru ezu.')).toBeInTheDocument();
    expect(shownText()).not.toMatch(CATALOGUE_KEY);
  });

  it('says in Pidgin that a link without its token is not valid', async () => {
    await setLocale('pcm', { save: false });
    renderScreen(<UnsubscribePage />, { path: '/subscribe/unsubscribe' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Stop to dey receive');
    expect(await screen.findByText('This link no correct or dem don use am before.')).toBeInTheDocument();
  });
});
