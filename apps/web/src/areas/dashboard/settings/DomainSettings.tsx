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

const PATH = '/api/vendor/stores/{storeId}/domain' as const;

const STATUS: Record<CustomDomain['status'], { label: string; color: string }> = {
  pending: { label: 'Waiting for your DNS records', color: 'yellow' },
  verified: { label: 'Connected', color: 'green' },
  failing: { label: 'Records changed: back on your Kasuwa address', color: 'red' },
};

const RECORD_STATE: Record<NonNullable<DnsRecord['state']>, { label: string; color: string }> = {
  ok: { label: 'Found', color: 'green' },
  missing: { label: 'Not found yet', color: 'yellow' },
  wrong: { label: 'Has another value', color: 'red' },
};

/**
 * "Your own domain": the vendor names it, copies the records her DNS host asks for, and checks them.
 * Premium and Enterprise only; on Free the card says which plan unlocks it.
 */
export function DomainSettings({ storeId }: { storeId: number }) {
  const key = ['vendor', 'store', storeId, 'domain'];
  const client = useQueryClient();
  const plan = useSubscription();
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
          title: 'Connected',
          message: `Your store is on ${checked.domain}.`,
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
          Your own domain
        </Title>
        <Text size="sm" c="dimmed">
          Show your store at an address like www.yourshop.ng. Kasuwa gets its security certificate (the
          padlock) for you; your Kasuwa address keeps working and sends visitors there.
        </Text>
        {plan.data && !entitled && (
          <UpgradeNotice
            plan="premium"
            message={`Your own domain is on Premium and Enterprise. On ${plan.data.entitlements.planName}, your store is at its Kasuwa address.`}
          />
        )}
        {domain.isError && (
          <Alert color="red" title="Could not load your domain">
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
                label="Domain"
                placeholder="www.yourshop.ng"
                description="A domain you bought from a registrar (for example Whogohost, Qservers or GoDaddy)."
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                style={{ flex: '1 1 16rem' }}
              />
              <Button onClick={() => connect.mutate()} loading={connect.isPending} disabled={!name.trim()}>
                Connect domain
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
  const status = STATUS[domain.status];
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {domain.domain}
        </Text>
        <Badge color={status.color} variant="light">
          {status.label}
        </Badge>
      </Group>
      {domain.served ? (
        <Text size="sm">
          Your store is live at{' '}
          <Anchor href={domain.url} target="_blank" rel="noreferrer">
            {domain.url}
          </Anchor>
          .
        </Text>
      ) : (
        <Text size="sm">
          At the company that manages your domain’s DNS, create these records, then press “Check now”. Changes
          can take up to an hour to show. Remove any other A or AAAA record on {domain.domain}.
        </Text>
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
              <Table.Th>Type</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th>Status</Table.Th>
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
                      {RECORD_STATE[r.state].label}
                    </Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      Not checked yet
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        The TXT record proves the domain is yours; the {domain.kind === 'apex' ? 'A' : 'CNAME'} record sends
        visitors to your store.
        {domain.checkedAt ? ` Last checked ${formatDateTime(domain.checkedAt)}.` : ''} Kasuwa checks again
        every day.
      </Text>
      <Group gap="sm">
        <Button onClick={props.onCheck} loading={props.checking}>
          Check now
        </Button>
        <Button variant="subtle" color="red" onClick={props.onRemove} loading={props.removing}>
          Disconnect domain
        </Button>
      </Group>
    </Stack>
  );
}

function Copyable({ value }: { value: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="compact-xs" variant="light" onClick={copy} aria-label={`Copy ${value}`}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
