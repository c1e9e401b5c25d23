import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { json, serveFetch } from '../../../test/fetch';
import { renderScreen } from '../../../test/render';
import { CATALOGUE_KEY, shownText } from '../../../test/shown-text';
import { ContentPage, PricingPage, TermsPage } from './Pages';

const plan = (code: string, name: string, monthlyPrice: number) => ({
  code,
  name,
  tagline: `${name} tagline`,
  currency: 'NGN',
  monthlyPrice,
  annualPrice: monthlyPrice * 10,
  maxStores: 1,
  features: ['One store'],
  limits: {
    maxStores: 1,
    customisation: false,
    multiCurrency: false,
    discountCodes: true,
    campaigns: false,
    customDomain: false,
    staffSeats: 0,
    smsCreditsPerMonth: 0,
    prioritySupport: false,
  },
});

describe('the information pages in another language', () => {
  afterEach(async () => {
    await setLocale('en-NG', { save: false });
  });

  it('shows the pricing page in French; plan names stay the server’s', async () => {
    serveFetch(() => json(200, { plans: [plan('free', 'Free', 0), plan('premium', 'Premium', 1_000_000)] }));
    await setLocale('fr', { save: false });
    renderScreen(<PricingPage />, { path: '/pricing' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Commencez gratuitement. Grandissez quand vous êtes prêt.',
    );
    expect(await screen.findByRole('link', { name: 'Choisir Premium' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commencer gratuitement' })).toBeInTheDocument();
    expect(screen.getByText('Mensuel')).toBeInTheDocument();
    // French groups its own way, the naira sign after the amount.
    expect(screen.getByText(/^10\s000\s₦$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Frais et versements' })).toBeInTheDocument();
    expect(shownText()).not.toMatch(CATALOGUE_KEY);
  });

  it('draws the terms in Hausa, saying the English binds', async () => {
    await setLocale('ha', { save: false });
    renderScreen(<TermsPage />, { path: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sharuɗɗa' })).toBeInTheDocument();
    expect(
      screen.getByText('Wannan fassara ce; rubutun Turanci shi ne mai aiki a shari’a.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Kuna iya amfani da Kasuwa don halattaccen ciniki kawai/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Warware ƙorafi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@kasuwa.ng' })).toBeInTheDocument();
    expect(shownText()).not.toMatch(CATALOGUE_KEY);
  });

  it('draws a short legal page in Igbo, under a note that the English binds', async () => {
    await setLocale('ig', { save: false });
    renderScreen(<ContentPage />, { path: '/legal/refund-policy', route: '/legal/refund-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Iwu nkwụghachi ego' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mgbe ị nwere ike ịrịọ nkwụghachi ego' })).toBeInTheDocument();
    // A short legal page is translated, and says the English binds.
    expect(screen.getByText('Nke a bụ ntụgharị; ọ bụ ederede Bekee ka iwu na-agbaso.')).toBeInTheDocument();
    expect(screen.getByText('Onye na-ere ahịa kagburu ọda ahụ.')).toBeInTheDocument();
    expect(screen.getByText(/^Mmelite ikpeazụ: /)).toBeInTheDocument();
    expect(shownText()).not.toMatch(CATALOGUE_KEY);
  });

  it('draws a translated help page whole in Hausa, with no note', async () => {
    await setLocale('ha', { save: false });
    renderScreen(<ContentPage />, { path: '/resources/escrow', route: '/resources/escrow' });
    expect(screen.getByRole('heading', { level: 1, name: 'Yadda ajiya ke aiki' })).toBeInTheDocument();
    expect(screen.getByText('Ana sanar da mai sayarwa, sai ya aika da odar.')).toBeInTheDocument();
    expect(screen.queryByText(/Turanci/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ka’idar mayar da kuɗi' })).toHaveAttribute(
      'href',
      '/legal/refund-policy',
    );
    expect(shownText()).not.toMatch(CATALOGUE_KEY);
  });
});
