import { type ConnectedApp, ga4ConnectSchema, metaConnectSchema, type StoreAppId } from '@kasuwa/contracts';
import { PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useConnectApp } from '../api/apps';
import { FormFooter } from '../components/FormFooter';
import { useCheckedSave } from '../components/useCheckedSave';

const FIELDS = {
  meta: {
    publicLabel: 'Pixel ID',
    publicHelp: 'Events Manager → Data sources → your pixel: the number under its name.',
    secretLabel: 'Conversions API access token',
    secretHelp: 'Events Manager → your pixel → Settings → Conversions API → Generate access token.',
  },
  ga4: {
    publicLabel: 'Measurement ID',
    publicHelp: 'Admin → Data streams → your web stream: it starts with G-.',
    secretLabel: 'Measurement Protocol API secret',
    secretHelp: 'The same data stream → Measurement Protocol API secrets → Create.',
  },
} as const;

/**
 * Connect Meta or GA4 with the store's own ids. The secret is sent once and never shown again (the
 * page shows its last four characters); changing the ids means pasting the secret again.
 */
export function ConnectForm({
  storeId,
  app,
  onDone,
}: {
  storeId: number;
  app: ConnectedApp & { id: StoreAppId };
  onDone: () => void;
}) {
  const connect = useConnectApp(storeId);
  const [publicId, setPublicId] = useState(app.settings?.publicId ?? '');
  const [secret, setSecret] = useState('');
  const meta = useCheckedSave(
    metaConnectSchema,
    (body) => connect.mutateAsync({ app: 'meta', body }),
    onDone,
  );
  const ga4 = useCheckedSave(ga4ConnectSchema, (body) => connect.mutateAsync({ app: 'ga4', body }), onDone);
  const fields = FIELDS[app.id];
  const errors = app.id === 'meta' ? meta.errors : ga4.errors;
  const failure = app.id === 'meta' ? meta.failure : ga4.failure;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (app.id === 'meta') void meta.submit({ pixelId: publicId, accessToken: secret });
        else void ga4.submit({ measurementId: publicId, apiSecret: secret });
      }}
    >
      <Stack gap="md">
        <Text size="sm">{app.sends}</Text>
        <TextInput
          label={fields.publicLabel}
          description={fields.publicHelp}
          required
          value={publicId}
          onChange={(e) => setPublicId(e.currentTarget.value)}
          error={errors.pixelId ?? errors.measurementId}
          autoComplete="off"
        />
        <PasswordInput
          label={fields.secretLabel}
          description={
            app.settings
              ? `${fields.secretHelp} Saved: ${app.settings.secretHint}; paste it again to change the ID.`
              : fields.secretHelp
          }
          required
          value={secret}
          onChange={(e) => setSecret(e.currentTarget.value)}
          error={errors.accessToken ?? errors.apiSecret}
          autoComplete="off"
        />
        <FormFooter
          failure={failure}
          onCancel={onDone}
          saving={connect.isPending}
          submitLabel={app.settings ? 'Save' : 'Connect'}
        />
      </Stack>
    </form>
  );
}
