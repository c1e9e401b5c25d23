import {
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  webhookEndpointInputSchema,
} from '@kasuwa/contracts';
import { Checkbox, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSaveWebhookEndpoint } from '../api/webhooks';
import { FormFooter } from '../components/FormFooter';
import { useCheckedSave } from '../components/useCheckedSave';
import { useT } from './i18n';

/** What each event means (WEBHOOK_EVENT_LABELS' English) in the catalogue; the event names are code. */
const EVENT_KEYS = {
  'order.created': 'webhooks.event.orderCreated',
  'order.paid': 'webhooks.event.orderPaid',
  'order.shipped': 'webhooks.event.orderShipped',
  'order.delivered': 'webhooks.event.orderDelivered',
  'refund.created': 'webhooks.event.refundCreated',
  'product.updated': 'webhooks.event.productUpdated',
} as const satisfies Record<(typeof WEBHOOK_EVENTS)[number], string>;

/**
 * Add or edit an endpoint: its URL, what it is for, which events it receives, on or off. The shared
 * schema checks the form before it is sent; the server checks it again (https in production, public
 * addresses only). A new endpoint's secret comes back once, for `onCreated` to show.
 */
export function EndpointForm({
  storeId,
  endpoint,
  onDone,
  onCreated,
}: {
  storeId: number;
  endpoint: WebhookEndpoint | null;
  onDone: () => void;
  onCreated: (created: WebhookEndpointWithSecret) => void;
}) {
  const t = useT();
  const save = useSaveWebhookEndpoint(storeId);
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? ['order.paid']);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const { errors, failure, submit } = useCheckedSave(
    webhookEndpointInputSchema,
    async (body) => {
      const saved = await save.mutateAsync({ id: endpoint?.id, body });
      if (!endpoint && 'secret' in saved) onCreated(saved as WebhookEndpointWithSecret);
    },
    onDone,
    (path) => String(path[0]),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit({ url, description, events, enabled });
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('webhooks.form.url')}
          description={t('webhooks.form.urlHint')}
          placeholder="https://"
          required
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={errors.url}
          inputMode="url"
          autoComplete="off"
        />
        <TextInput
          label={t('webhooks.form.description')}
          description={t('webhooks.form.descriptionHint')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
          maxLength={200}
        />
        <Checkbox.Group
          label={t('webhooks.form.events')}
          value={events}
          onChange={setEvents}
          error={errors.events}
          required
        >
          <Stack gap={8} mt={6}>
            {WEBHOOK_EVENTS.map((e) => (
              <Checkbox
                key={e}
                value={e}
                label={
                  <>
                    <code>{e}</code> — {t(EVENT_KEYS[e])}
                  </>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch
          label={t('webhooks.form.enabled')}
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
        />
        <FormFooter
          failure={failure}
          onCancel={onDone}
          saving={save.isPending}
          submitLabel={t(endpoint ? 'webhooks.form.save' : 'webhooks.add')}
        />
      </Stack>
    </form>
  );
}
