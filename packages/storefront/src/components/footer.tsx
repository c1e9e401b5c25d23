import type { RenderContext } from '../types';
import { whatsappLink } from './whatsapp';

export function Footer({ ctx }: { ctx: RenderContext }) {
  const { store } = ctx;
  return (
    <footer>
      <div className="wrap">
        <div>
          <strong>{store.name}</strong>
          {store.description ? <p>{store.description}</p> : null}
        </div>
        <div>
          {store.phone ? (
            <p>
              Call <a href={`tel:${store.phone}`}>{store.phone}</a>
            </p>
          ) : null}
          {store.whatsapp ? (
            <p>
              <a href={whatsappLink(store.whatsapp, `Hello ${store.name}`)} rel="noopener">
                Chat on WhatsApp
              </a>
            </p>
          ) : null}
          <p>Secure checkout · Powered by Kasuwa</p>
        </div>
      </div>
    </footer>
  );
}
