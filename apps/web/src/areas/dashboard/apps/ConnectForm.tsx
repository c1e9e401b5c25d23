import { type ConnectedApp, ga4ConnectSchema, metaConnectSchema, type StoreAppId } from '@kasuwa/contracts';
import { PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useConnectApp } from '../api/apps';
import { FormFooter } from '../components/FormFooter';
import { useCheckedSave } from '../components/useCheckedSave';
import { useT } from './i18n';

const FIELDS = {
  meta: {
    publicLabel: 'apps.meta.publicLabel',
    publicHelp: 'apps.meta.publicHelp',
    secretLabel: 'apps.meta.secretLabel',
    secretHelp: 'apps.meta.secretHelp',
  },
  ga4: {
    publicLabel: 'apps.ga4.publicLabel',
    publicHelp: 'apps.ga4.publicHelp',
    secretLabel: 'apps.ga4.secretLabel',
    secretHelp: 'apps.ga4.secretHelp',
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
  const t = useT();
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
          label={t(fields.publicLabel)}
          description={t(fields.publicHelp)}
          required
          value={publicId}
          onChange={(e) => setPublicId(e.currentTarget.value)}
          error={errors.pixelId ?? errors.measurementId}
          autoComplete="off"
        />
        <PasswordInput
          label={t(fields.secretLabel)}
          description={
            app.settings
              ? `${t(fields.secretHelp)} ${t('apps.form.saved', { hint: app.settings.secretHint })}`
              : t(fields.secretHelp)
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
          submitLabel={app.settings ? t('apps.form.save') : t('apps.card.connect')}
        />
      </Stack>
    </form>
  );
}
