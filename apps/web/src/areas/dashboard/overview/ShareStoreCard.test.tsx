import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/render';
import { ShareStoreCard, storeQrCode, whatsappShareUrl } from './ShareStoreCard';

const URL_ = 'https://mama-nkechi.kasuwa.ng';

describe('Share your store card', () => {
  it('links to the storefront, to WhatsApp with a filled-in message, and offers to copy the link', () => {
    render(
      <TestProviders>
        <ShareStoreCard storeName="Mama Nkechi's" storeUrl={URL_} />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Share your store' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: URL_ })).toHaveAttribute('href', URL_);
    const whatsapp = screen.getByRole('link', { name: /share on whatsapp/i });
    expect(whatsapp).toHaveAttribute('href', whatsappShareUrl("Mama Nkechi's", URL_));
    const text = new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text');
    // Tagged, so the visit counts under WhatsApp; she types nothing.
    expect(text).toBe(`Shop Mama Nkechi's online: ${URL_}/?utm_source=whatsapp`);
    expect(screen.getByRole('button', { name: /copy link/i })).toBeInTheDocument();
  });

  it('draws the QR code of the storefront link when asked and offers it for download and printing', async () => {
    render(
      <TestProviders>
        <ShareStoreCard storeName="Mama Nkechi's" storeUrl={URL_} />
      </TestProviders>,
    );
    expect(screen.queryByRole('img', { name: `QR code for ${URL_}` })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show QR code' }));
    const img = await screen.findByRole('img', { name: `QR code for ${URL_}` });
    const src = img.getAttribute('src') ?? '';
    expect(src).toBe(await storeQrCode(URL_));
    const svg = decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');
    await waitFor(() => expect(screen.getByRole('link', { name: /download/i })).toHaveAttribute('href', src));
    expect(screen.getByRole('link', { name: /download/i })).toHaveAttribute(
      'download',
      'mama-nkechi-s-qr.svg',
    );
    expect(screen.getByRole('button', { name: /print/i })).toBeEnabled();
  });

  it('draws a different code for a different link', async () => {
    expect(await storeQrCode(URL_)).not.toBe(await storeQrCode('https://other.kasuwa.ng'));
  });
});
