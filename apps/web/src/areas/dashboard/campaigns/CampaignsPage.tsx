import { type Campaign, WHATSAPP_CAMPAIGN_TEMPLATE_NAMES } from '@kasuwa/contracts';

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
import { dateTime, number } from '../format';
import { useCurrentStore } from '../store-context';
import { CampaignForm, TEMPLATE_KEYS } from './CampaignForm';
import { useT } from './i18n';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text fw={700}>{number(value)}</Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

function CampaignCard({ campaign }: { campaign: Campaign }) {
  const { counts } = campaign;
  const template = oneOf(WHATSAPP_CAMPAIGN_TEMPLATE_NAMES, campaign.template);
  const t = useT();
  const channelName =
    campaign.channel === 'email'
      ? t('campaigns.channel.email')
      : campaign.channel === 'sms'
        ? 'SMS'
        : 'WhatsApp';
  return (
    <Card withBorder radius="md" padding="sm" data-campaign={campaign.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Text fw={700} truncate>
            {campaign.name}
          </Text>
          <Text size="sm" c="dimmed">
            {channelName}
            {campaign.channel === 'whatsapp' && template ? ` (${t(TEMPLATE_KEYS[template])})` : ''} ·{' '}
            {dateTime(campaign.createdAt)}
          </Text>
        </Stack>
        <Badge
          color={campaign.status === 'sending' ? 'blue' : 'green'}
          variant="light"
          style={{ flexShrink: 0 }}
        >
          {t(campaign.status === 'sending' ? 'campaigns.status.sending' : 'campaigns.status.sent')}
        </Badge>
      </Group>
      <Text size="sm" mt="xs" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {campaign.channel === 'email' ? `${campaign.subject}: ` : ''}
        {campaign.body}
      </Text>
      <SimpleGrid cols={{ base: 3, xs: 5 }} mt="sm" spacing="xs">
        <Figure label={t('campaigns.fig.recipients')} value={campaign.recipients} />
        <Figure
          label={t(
            campaign.channel === 'whatsapp' ? 'campaigns.fig.deliveredOrRead' : 'campaigns.fig.delivered',
          )}
          value={counts.delivered}
        />
        <Figure label={t('campaigns.fig.sent')} value={counts.sent} />
        <Figure label={t('campaigns.fig.failed')} value={counts.failed} />
        <Figure label={t('campaigns.fig.optedOut')} value={counts.cancelled} />
      </SimpleGrid>
      {counts.queued > 0 && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('campaigns.queued', { count: counts.queued })}
        </Text>
      )}
      {campaign.channel === 'sms' && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('campaigns.credits', { count: campaign.costUnits })}
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
  const t = useT();
  const create = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setComposing(true)}>
      {t('campaigns.new')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('nav.campaigns')}
        description={t('campaigns.description', { whatsapp: whatsapp ? 'yes' : 'no' })}
        actions={locked ? undefined : create}
      />
      {plan.data && locked && (
        <Box mb="md">
          <UpgradeNotice
            plan="premium"
            message={t('campaigns.upgrade', { plan: plan.data.entitlements.planName })}
          />
        </Box>
      )}
      <ListTable
        layout="cards"
        gap="sm"
        label={t('nav.campaigns')}
        loading={!campaigns.data}
        count={campaigns.data?.total}
        error={campaigns.isError ? campaigns.error : undefined}
        onRetry={() => campaigns.refetch()}
        emptyPage={
          <Card withBorder radius="md" padding={0}>
            <EmptyState
              icon={<IconSpeakerphone size={30} />}
              title={t('campaigns.empty')}
              message={t('campaigns.emptyText')}
              action={
                locked ? (
                  <Button component={Link} to="/dashboard/customers" variant="default">
                    {t('nav.customers')}
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
              summary={(first, last, total) => t('campaigns.summary', { first, last, total })}
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
        title={t('campaigns.new')}
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
              notifications.show({ color: 'green', message: t('campaigns.sentNotice') });
            }}
          />
        )}
      </Modal>
    </>
  );
}
