import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { vendor } from '../../../api';
import { currentSubscription, pushSupported } from '../../../lib/push-device';
import { forgetSubscription, rememberSubscription } from '../../../lib/push-renewal';
import { PUSH_DEVICE_KEY } from '../../../lib/vendor-session';
import { errorMessage } from '../api/http';
import { useT } from './i18n';

const devicesKey = ['vendor', 'push-devices'] as const;

/**
 * Sends this browser's subscription to the server, keeping its id to turn it off later, and what the
 * service worker needs to carry it over when the browser replaces it (lib/push-renewal.ts).
 */
async function saveSubscription(subscription: PushSubscription, publicKey?: string) {
  const json = subscription.toJSON();
  const device = await vendor('post', '/api/vendor/push/devices', {
    body: {
      endpoint: json.endpoint ?? subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
  localStorage.setItem(PUSH_DEVICE_KEY, device.id);
  // No Cache Storage (an insecure origin): the worker has nothing to carry over, and she re-saves here.
  if (typeof caches === 'undefined') return;
  const key = publicKey ?? (await vendor('get', '/api/vendor/push/key', {})).public_key;
  await rememberSubscription(caches, subscription, key);
}

async function turnOn(): Promise<'on' | 'blocked'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  await navigator.serviceWorker.register('/sw.js', { scope: '/dashboard' });
  const registration = await navigator.serviceWorker.ready;
  const { public_key } = await vendor('get', '/api/vendor/push/key', {});
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: public_key }));
  await saveSubscription(subscription, public_key);
  return 'on';
}

async function turnOff() {
  const id = localStorage.getItem(PUSH_DEVICE_KEY);
  await (await currentSubscription())?.unsubscribe();
  localStorage.removeItem(PUSH_DEVICE_KEY);
  if (typeof caches !== 'undefined') await forgetSubscription(caches).catch(() => false);
  if (id)
    await vendor('delete', '/api/vendor/push/devices/{deviceId}', { path: { deviceId: id } }).catch(() => {});
}

/**
 * "Tell me on this phone when an order is paid": Web Push for this browser, beside the SMS and e-mail
 * alerts above. Each of her phones and computers is turned on from itself; the list says which are.
 */
export function PushSettings() {
  const supported = pushSupported();
  const t = useT();
  const client = useQueryClient();
  const devices = useQuery({
    queryKey: devicesKey,
    queryFn: () => vendor('get', '/api/vendor/push/devices', {}),
    enabled: supported,
  });
  const [on, setOn] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const blocked = supported && Notification.permission === 'denied';

  useEffect(() => {
    if (!supported) return;
    let cancelled = false;
    void currentSubscription().then(async (subscription) => {
      const active = Boolean(subscription) && Notification.permission === 'granted';
      if (!cancelled) setOn(active);
      // The server may have dropped it (a push service's 410) or it may belong to another account that
      // signed in here before: saving it again each visit keeps it hers and alive.
      if (subscription && active) await saveSubscription(subscription).catch(() => undefined);
    });
    return () => {
      cancelled = true;
    };
  }, [supported]);

  const change = async (wanted: boolean) => {
    setBusy(true);
    try {
      if (wanted) {
        const result = await turnOn();
        setOn(result === 'on');
        if (result === 'blocked') {
          notifications.show({
            color: 'orange',
            title: t('settings.push.blockedTitle'),
            message: t('settings.push.blockedText'),
          });
        }
      } else {
        await turnOff();
        setOn(false);
      }
    } catch (error) {
      notifications.show({ color: 'red', title: t('settings.notChanged'), message: errorMessage(error) });
    } finally {
      setBusy(false);
      void client.invalidateQueries({ queryKey: devicesKey });
    }
  };

  const names = (devices.data ?? []).map((d) => d.device);
  return (
    <Card withBorder radius="md" padding="lg" mt="lg" data-section="push">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('settings.push.title')}
        </Title>
        {supported ? (
          <Switch
            label={t('settings.push.label')}
            description={t('settings.push.hint')}
            checked={on === true}
            disabled={on === undefined || busy || (blocked && on !== true)}
            onChange={(e) => void change(e.currentTarget.checked)}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('settings.push.unsupported')}
          </Text>
        )}
        {blocked && on !== true && (
          <Text size="sm" c="orange.8">
            {t('settings.push.blocked')}
          </Text>
        )}
        {names.length > 0 && (
          <Text size="sm" c="dimmed" data-testid="push-devices">
            {t('settings.push.devices', { count: names.length, names: names.join(', ') })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
