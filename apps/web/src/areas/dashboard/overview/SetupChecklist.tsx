import {
  Button,
  Card,
  CloseButton,
  Group,
  Progress,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { vendor } from '../../../api/vendor';
import { useT } from '../../../i18n/i18n';
import { isOwner } from '../access';
import { DEFAULT_OVERVIEW_QUERY } from '../api/graphql';
import { useOverview } from '../api/orders';
import { useCurrentStore } from '../store-context';
import { hideSetup, type SetupStep, setupHidden, setupOffered, setupSteps } from './setup-steps';

/**
 * The overview's "get ready to sell" card for a new store: each step links to where it is done and ticks
 * itself from the store's data. Offered in a store's first 30 days; she can put it away (for this store,
 * on this device); keyed by store. The owner's only.
 */
export function SetupChecklist({ mb }: { mb?: string }) {
  const { store, storeId } = useCurrentStore();
  const [hidden, setHidden] = useState(() => setupHidden(storeId));
  // Setting the store up is the owner's; staff come to an open store (issue 34).
  if (hidden || !isOwner(store.access) || !setupOffered(store)) return null;
  return (
    <SetupCard
      mb={mb}
      onHide={() => {
        hideSetup(storeId, true);
        setHidden(true);
      }}
    />
  );
}

function SetupCard({ mb, onHide }: { mb?: string; onHide: () => void }) {
  const { storeId } = useCurrentStore();
  const t = useT();
  const path = { storeId };
  // The default range's figures: the same answer the overview asked for, so no second request.
  const overview = useOverview(storeId, DEFAULT_OVERVIEW_QUERY);
  const accounts = useQuery({
    queryKey: ['vendor', 'money', String(storeId), 'accounts'],
    queryFn: () => vendor('get', '/api/vendor/stores/{storeId}/money/bank-accounts', { path }),
  });
  const delivery = useQuery({
    queryKey: ['vendor', 'store', storeId, 'delivery-options'],
    queryFn: () => vendor('get', '/api/vendor/stores/{storeId}/delivery-options', { path }),
  });

  const steps =
    overview.data && accounts.data && delivery.data
      ? setupSteps({
          overview: overview.data,
          payoutAccounts: accounts.data.items.length,
          activeDeliveryOptions: delivery.data.filter((o) => o.active).length,
        })
      : undefined;
  const done = steps?.filter((s) => s.done).length ?? 0;
  const ready = steps !== undefined && done === steps.length;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      mb={mb}
      aria-labelledby="setup-title"
      data-testid="setup-checklist"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Title order={3} fz="md" id="setup-title">
            {ready ? t('setup.ready') : t('setup.title')}
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            {steps ? t('setup.progress', { done, total: steps.length }) : t('setup.checking')}
          </Text>
        </Stack>
        <CloseButton aria-label={t('setup.hide')} onClick={onHide} size="lg" />
      </Group>
      <Progress value={steps ? (done / steps.length) * 100 : 0} size="sm" my="sm" aria-hidden />
      {steps ? (
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {steps.map((step, index) => (
            <StepRow key={step.id} step={step} number={index + 1} />
          ))}
        </Stack>
      ) : (
        <Stack gap="sm" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={44} />
          ))}
        </Stack>
      )}
      {ready && (
        <Button mt="md" variant="light" onClick={onHide} fullWidth>
          {t('setup.doneHide')}
        </Button>
      )}
    </Card>
  );
}

function StepRow({ step, number }: { step: SetupStep; number: number }) {
  const t = useT();
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" data-done={step.done || undefined}>
      <ThemeIcon
        radius="xl"
        size={28}
        variant={step.done ? 'filled' : 'light'}
        color={step.done ? 'kasuwa' : 'gray'}
        aria-hidden
      >
        {step.done ? <IconCheck size={16} /> : <Text size="sm">{number}</Text>}
      </ThemeIcon>
      <Stack gap={6} miw={0} style={{ flex: 1 }}>
        <div>
          <Text
            fw={600}
            size="sm"
            td={step.done ? 'line-through' : undefined}
            c={step.done ? 'dimmed' : 'dark'}
          >
            {step.title}
            <Text span size="sm" c="dimmed" fw={400}>
              {step.done ? t('setup.doneMark') : ''}
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            {step.hint}
          </Text>
        </div>
        {!step.done && step.to && (
          <Button component={Link} to={step.to} size="xs" variant="light" w="fit-content">
            {step.action}
          </Button>
        )}
        {!step.done && step.id === 'share' && (
          // The share card sits right under this one, with the link, WhatsApp, copy and the QR code.
          <Button component="a" href="#share-store" size="xs" variant="light" w="fit-content">
            {t('setup.shareLink')}
          </Button>
        )}
      </Stack>
    </Group>
  );
}
