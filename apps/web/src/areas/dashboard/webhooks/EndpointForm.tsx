import {
  WEBHOOK_EVENT_LABELS,
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
          label="Endpoint URL"
          description="Where we POST each event, e.g. https://example.com/kasuwa/webhooks"
          placeholder="https://"
          required
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={errors.url}
          inputMode="url"
          autoComplete="off"
        />
        <TextInput
          label="Description"
          description="Optional: what this endpoint is for"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
          maxLength={200}
        />
        <Checkbox.Group
          label="Events to send"
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
                    <code>{e}</code> — {WEBHOOK_EVENT_LABELS[e]}
                  </>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch
          label="Send events to this endpoint"
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
        />
        <FormFooter
          failure={failure}
          onCancel={onDone}
          saving={save.isPending}
          submitLabel={endpoint ? 'Save endpoint' : 'Add endpoint'}
        />
      </Stack>
    </form>
  );
}
