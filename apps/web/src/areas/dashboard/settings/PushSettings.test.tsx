import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, serveFetch } from '../../../test/fetch';
import { TestProviders } from '../../../test/render';
import { vendorSession } from '../../../test/sessions';

const KEY = `B${'A'.repeat(86)}`;
const subscriptionJson = {
  endpoint: 'https://push.example.com/send/abc',
  expirationTime: null,
  keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
};

/** A browser with Web Push: a service worker registration whose push manager remembers one subscription. */
function fakeBrowser(permission: NotificationPermission) {
  let current: { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null = null;
  const subscribe = vi.fn(async (options: { applicationServerKey: string }) => {
    expect(options.applicationServerKey).toBe(KEY);
    current = {
      endpoint: subscriptionJson.endpoint,
      toJSON: () => subscriptionJson,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    return current;
  });
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, { permission, requestPermission: vi.fn(async () => permission) }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
      getRegistration: vi.fn(async () => registration),
    },
  });
  return { subscribe };
}

let PushSettings: typeof import('./PushSettings').PushSettings;
beforeEach(async () => {
  vi.resetModules();
  localStorage.clear();
  const session = await import('../../../lib/vendor-session');
  session.setVendorSession(vendorSession('t1'));
  ({ PushSettings } = await import('./PushSettings'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('paid orders on this device', () => {
  it('turns notifications on with the server key, saves the device, and off again', async () => {
    const { subscribe } = fakeBrowser('granted');
    const sent = serveFetch((r) => {
      if (r.path === '/api/vendor/push/key') return json(200, { public_key: KEY });
      if (r.path === '/api/vendor/push/devices' && r.method === 'POST')
        return json(201, {
          id: '0b8f6c1e-0000-4000-8000-000000000001',
          device: 'Chrome on Android',
          created_at: '',
        });
      if (r.path === '/api/vendor/push/devices') return json(200, []);
      return new Response(null, { status: 204 });
    });
    render(
      <TestProviders>
        <PushSettings />
      </TestProviders>,
    );
    const toggle = await screen.findByRole('switch', { name: /Notify me on this device/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(subscribe).toHaveBeenCalledTimes(1);
    const saved = sent.find((r) => r.method === 'POST' && r.path === '/api/vendor/push/devices');
    expect(saved?.body).toEqual(subscriptionJson);
    expect(saved?.headers.authorization).toBe('Bearer t1');
    expect(localStorage.getItem('kasuwa.push-device')).toBe('0b8f6c1e-0000-4000-8000-000000000001');

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(
      sent.some((r) => r.method === 'DELETE' && r.path.endsWith('/0b8f6c1e-0000-4000-8000-000000000001')),
    ).toBe(true);
    expect(localStorage.getItem('kasuwa.push-device')).toBeNull();
  });

  it('says how to allow notifications when the browser blocks them', async () => {
    fakeBrowser('denied');
    serveFetch(() => json(200, []));
    render(
      <TestProviders>
        <PushSettings />
      </TestProviders>,
    );
    expect(await screen.findByText(/Notifications are blocked for Kasuwa/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Notify me on this device/ })).toBeDisabled();
  });

  it('tells an iPhone user to add Kasuwa to her Home Screen when the browser has no Web Push', async () => {
    serveFetch(() => json(200, []));
    render(
      <TestProviders>
        <PushSettings />
      </TestProviders>,
    );
    expect(await screen.findByText(/add Kasuwa to your Home Screen/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
