import {
  type Campaign,
  WHATSAPP_CAMPAIGN_TEMPLATE_NAMES,
  WHATSAPP_CAMPAIGN_TEMPLATES,
} from '@kasuwa/contracts';
import { Badge, Box, Button, Card, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ListTable, oneOf, PageHeader, Pager } from '../../../components/list';
import { useSubscription } from '../../subscription/subscription-api';
import { UpgradeNotice } from '../../subscription/UpgradeNotice';
import { useCampaigns } from '../api/campaigns';
import { useMessagingChannels } from '../api/messaging';
import { useStoreSettings } from '../api/stores';
import { usePhone } from '../components/usePhone';
import { dateTime } from '../format';
import { useCurrentStore } from '../store-context';
import { CampaignForm } from './CampaignForm';

const CHANNEL_LABELS: Record<Campaign['channel'], string> = {
  sms: 'SMS',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
};

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text fw={700}>{value.toLocaleString('en-NG')}</Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

function CampaignCard({ campaign }: { campaign: Campaign }) {
  const { counts } = campaign;
  const template = oneOf(WHATSAPP_CAMPAIGN_TEMPLATE_NAMES, campaign.template);
  return (
    <Card withBorder radius="md" padding="sm" data-campaign={campaign.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Text fw={700} truncate>
            {campaign.name}
          </Text>
          <Text size="sm" c="dimmed">
            {CHANNEL_LABELS[campaign.channel]}
            {campaign.channel === 'whatsapp' && template
              ? ` (${WHATSAPP_CAMPAIGN_TEMPLATES[template].label})`
              : ''}{' '}
            · {dateTime(campaign.createdAt)}
          </Text>
        </Stack>
        <Badge
          color={campaign.status === 'sending' ? 'blue' : 'green'}
          variant="light"
          style={{ flexShrink: 0 }}
        >
          {campaign.status === 'sending' ? 'Sending' : 'Sent'}
        </Badge>
      </Group>
      <Text size="sm" mt="xs" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {campaign.channel === 'email' ? `${campaign.subject}: ` : ''}
        {campaign.body}
      </Text>
      <SimpleGrid cols={{ base: 3, xs: 5 }} mt="sm" spacing="xs">
        <Figure label="Recipients" value={campaign.recipients} />
        <Figure
          label={campaign.channel === 'whatsapp' ? 'Delivered or read' : 'Delivered'}
          value={counts.delivered}
        />
        <Figure label="Sent" value={counts.sent} />
        <Figure label="Failed" value={counts.failed} />
        <Figure label="Opted out" value={counts.cancelled} />
      </SimpleGrid>
      {counts.queued > 0 && (
        <Text size="xs" c="dimmed" mt="xs">
          {counts.queued.toLocaleString('en-NG')} waiting their turn (messages go out a few a minute).
        </Text>
      )}
      {campaign.channel === 'sms' && (
        <Text size="xs" c="dimmed" mt={4}>
          {campaign.costUnits.toLocaleString('en-NG')} SMS {campaign.costUnits === 1 ? 'credit' : 'credits'}
        </Text>
      )}
    </Card>
  );
}

export function CampaignsPage() {
  const phone = usePhone();
  const { storeId } = useCurrentStore();
  const settings = useStoreSettings(storeId);
  const plan = useSubscription();
  const locked = plan.data ? !plan.data.entitlements.campaigns : false;
  const [page, setPage] = useState(1);
  const campaigns = useCampaigns(storeId, page);
  const whatsapp = useMessagingChannels(storeId).data?.whatsapp.available === true;
  const [composing, setComposing] = useState(false);
  const create = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setComposing(true)}>
      New campaign
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Campaigns"
        description={`${whatsapp ? 'SMS, e-mail and WhatsApp' : 'SMS and e-mail'} to the customers who agreed to hear from you at checkout.`}
        actions={locked ? undefined : create}
      />
      {plan.data && locked && (
        <Box mb="md">
          <UpgradeNotice
            plan="premium"
            message={`Campaigns are on Premium (500 SMS credits a month) and Enterprise (2,000). You are on ${plan.data.entitlements.planName}.`}
          />
        </Box>
      )}
      <ListTable
        layout="cards"
        gap="sm"
        label="Campaigns"
        loading={!campaigns.data}
        count={campaigns.data?.total}
        error={campaigns.isError ? campaigns.error : undefined}
        onRetry={() => campaigns.refetch()}
        emptyPage={
          <Card withBorder radius="md" padding={0}>
            <EmptyState
              icon={<IconSpeakerphone size={30} />}
              title="No campaigns yet"
              message="Tell your customers about a sale or new stock. Only those who ticked “send me news and offers” at checkout receive it; see them on the Customers page."
              action={
                locked ? (
                  <Button component={Link} to="/dashboard/customers" variant="default">
                    Customers
                  </Button>
                ) : (
                  create
                )
              }
            />
          </Card>
        }
        footer={
          campaigns.data &&
          campaigns.data.total > campaigns.data.limit && (
            <Pager
              padded
              page={page}
              limit={campaigns.data.limit}
              total={campaigns.data.total}
              noun="campaigns"
              onPage={setPage}
            />
          )
        }
      >
        {(campaigns.data?.items ?? []).map((c) => (
          <CampaignCard key={c.id} campaign={c} />
        ))}
      </ListTable>
      <Modal
        opened={composing}
        onClose={() => setComposing(false)}
        title="New campaign"
        size="lg"
        fullScreen={phone}
      >
        {composing && (
          <CampaignForm
            storeId={storeId}
            currency={settings.data?.currency ?? 'NGN'}
            onCancel={() => setComposing(false)}
            onSent={() => {
              setComposing(false);
              notifications.show({ color: 'green', message: 'Campaign sent: messages are on their way.' });
            }}
          />
        )}
      </Modal>
    </>
  );
}
