import type { CustomDomain, DnsRecord } from '@kasuwa/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { vendor } from '../../../api';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/datetime';
import { useSubscription } from '../../subscription/subscription-api';
import { UpgradeNotice } from '../../subscription/UpgradeNotice';
import { errorMessage } from '../api/http';
import { useT } from './i18n';

const PATH = '/api/vendor/stores/{storeId}/domain' as const;

const STATUS = {
  pending: { label: 'settings.domain.status.pending', color: 'yellow' },
  verified: { label: 'settings.domain.status.verified', color: 'green' },
  failing: { label: 'settings.domain.status.failing', color: 'red' },
} as const satisfies Record<CustomDomain['status'], { label: string; color: string }>;

const RECORD_STATE = {
  ok: { label: 'settings.domain.record.ok', color: 'green' },
  missing: { label: 'settings.domain.record.missing', color: 'yellow' },
  wrong: { label: 'settings.domain.record.wrong', color: 'red' },
} as const satisfies Record<NonNullable<DnsRecord['state']>, { label: string; color: string }>;

/**
 * "Your own domain": the vendor names it, copies the records her DNS host asks for, and checks them.
 * Premium and Enterprise only; on Free the card says which plan unlocks it.
 */
export function DomainSettings({ storeId }: { storeId: number }) {
  const key = ['vendor', 'store', storeId, 'domain'];
  const client = useQueryClient();
  const plan = useSubscription();
  const t = useT();
  const entitled = plan.data?.entitlements.customDomain;
  const domain = useQuery({
    queryKey: key,
    queryFn: async () => {
      try {
        return await vendor('get', PATH, { path: { storeId } });
      } catch (err) {
        // No domain yet is an answer, not a failure.
        if (err instanceof ApiError && err.code === 'DOMAIN_NOT_SET') return null;
        throw err;
      }
    },
  });
  const [name, setName] = useState('');
  const done = (next: CustomDomain | null) => {
    client.setQueryData(key, next);
    void client.invalidateQueries({ queryKey: ['vendor', 'store', storeId, 'settings'] });
  };
  const connect = useMutation({
    mutationFn: () => vendor('put', PATH, { path: { storeId }, body: { domain: name } }),
    onSuccess: (saved) => {
      done(saved);
      setName('');
    },
  });
  const check = useMutation({
    mutationFn: () => vendor('post', `${PATH}/check`, { path: { storeId } }),
    onSuccess: (checked) => {
      done(checked);
      if (checked.status === 'verified')
        notifications.show({
          color: 'green',
          title: t('settings.domain.status.verified'),
          message: t('settings.domain.connected', { domain: checked.domain }),
        });
    },
  });
  const remove = useMutation({
    mutationFn: () => vendor('delete', PATH, { path: { storeId } }),
    onSuccess: () => done(null),
  });
  const failure = connect.error ?? check.error ?? remove.error;

  return (
    <Card withBorder radius="md" padding="lg" mt="lg" data-section="custom-domain">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('settings.domain.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.domain.text')}
        </Text>
        {plan.data && !entitled && (
          <UpgradeNotice
            plan="premium"
            message={t('settings.domain.upgrade', { plan: plan.data.entitlements.planName })}
          />
        )}
        {domain.isError && (
          <Alert color="red" title={t('settings.domain.loadFailed')}>
            {errorMessage(domain.error)}
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {errorMessage(failure)}
          </Alert>
        )}
        {domain.data ? (
          <DomainState
            domain={domain.data}
            checking={check.isPending}
            removing={remove.isPending}
            onCheck={() => check.mutate()}
            onRemove={() => remove.mutate()}
          />
        ) : (
          entitled && (
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={t('settings.domain.label')}
                placeholder="www.yourshop.ng"
                description={t('settings.domain.hint')}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                style={{ flex: '1 1 16rem' }}
              />
              <Button onClick={() => connect.mutate()} loading={connect.isPending} disabled={!name.trim()}>
                {t('settings.domain.connect')}
              </Button>
            </Group>
          )
        )}
      </Stack>
    </Card>
  );
}

function DomainState(props: {
  domain: CustomDomain;
  checking: boolean;
  removing: boolean;
  onCheck: () => void;
  onRemove: () => void;
}) {
  const { domain } = props;
  const t = useT();
  const status = STATUS[domain.status];
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {domain.domain}
        </Text>
        <Badge color={status.color} variant="light">
          {t(status.label)}
        </Badge>
      </Group>
      {domain.served ? (
        <Text size="sm">
          {t('settings.domain.live')}{' '}
          <Anchor href={domain.url} target="_blank" rel="noreferrer">
            {domain.url}
          </Anchor>
        </Text>
      ) : (
        <Text size="sm">{t('settings.domain.howTo', { domain: domain.domain })}</Text>
      )}
      {domain.lastCheckError && (
        <Alert color="yellow" variant="light">
          {domain.lastCheckError}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.domain.col.type')}</Table.Th>
              <Table.Th>{t('settings.domain.col.name')}</Table.Th>
              <Table.Th>{t('settings.domain.col.value')}</Table.Th>
              <Table.Th>{t('settings.domain.col.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {domain.records.map((r) => (
              <Table.Tr key={`${r.type}-${r.name}-${r.value}`}>
                <Table.Td>{r.type}</Table.Td>
                <Table.Td>
                  <Copyable value={r.name} />
                </Table.Td>
                <Table.Td>
                  <Copyable value={r.value} />
                </Table.Td>
                <Table.Td>
                  {r.state ? (
                    <Badge color={RECORD_STATE[r.state].color} variant="light">
                      {t(RECORD_STATE[r.state].label)}
                    </Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('settings.domain.record.unchecked')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {t('settings.domain.records', { record: domain.kind === 'apex' ? 'A' : 'CNAME' })}
        {domain.checkedAt
          ? ` ${t('settings.domain.lastChecked', { when: formatDateTime(domain.checkedAt) })}`
          : ''}{' '}
        {t('settings.domain.daily')}
      </Text>
      <Group gap="sm">
        <Button onClick={props.onCheck} loading={props.checking}>
          {t('settings.domain.check')}
        </Button>
        <Button variant="subtle" color="red" onClick={props.onRemove} loading={props.removing}>
          {t('settings.domain.disconnect')}
        </Button>
      </Group>
    </Stack>
  );
}

function Copyable({ value }: { value: string }) {
  const t = useT();
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            size="compact-xs"
            variant="light"
            onClick={copy}
            aria-label={t('settings.domain.copyValue', { value })}
          >
            {copied ? t('settings.domain.copied') : t('settings.domain.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
