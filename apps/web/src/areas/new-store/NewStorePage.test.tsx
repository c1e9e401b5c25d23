import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/i18n';
import { setVendorSession, signOutVendor } from '../../lib/vendor-session';
import { json, serveFetch } from '../../test/fetch';
import { renderScreen } from '../../test/render';
import { vendorSession } from '../../test/sessions';

afterEach(async () => {
  await signOutVendor();
  await setLocale('en-NG', { save: false });
});

describe('the first store in the owner’s language', () => {
  it('speaks Hausa to a Hausa account: heading, the schema’s messages, categories and themes, no key', async () => {
    serveFetch(() => json(200, {}));
    // The language first, then the screen: its part loads its Hausa as the area would in the app.
    await setLocale('ha', { save: false });
    const session = vendorSession('tok', false);
    setVendorSession({ ...session, user: { ...session.user, locale: 'ha' } });
    const { NewStorePage } = await import('./NewStorePage');
    const { user } = renderScreen(<NewStorePage />, { path: '/new-store' });
    expect(screen.getByRole('heading', { name: 'Buɗe shagonku' })).toBeInTheDocument();
    expect(screen.getByText(/^Ada, ku ba shagonku suna/)).toBeInTheDocument();
    expect(screen.getByText(/don kayan yau da kullum/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buɗe shago' }));
    expect(await screen.findByText('Sunan shago ya kasance aƙalla haruffa 2.')).toBeInTheDocument();
    expect(screen.getByText('Ku zaɓi irin kasuwanci.')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Me kuke sayarwa?' }));
    expect(await screen.findByText('Abinci da abin sha')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/);
  });
});
