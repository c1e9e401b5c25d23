import {
  type CampaignChannel,
  type CampaignDraft,
  campaignCreateSchema,
  campaignDraftSchema,
  MAX_CAMPAIGN_SMS,
  MAX_WHATSAPP_PARAM,
  parseMoney,
  SMS_OPT_OUT_LINE,
  WHATSAPP_CAMPAIGN_TEMPLATE_NAMES,
  type WhatsAppCampaignTemplate,
} from '@kasuwa/contracts';
import {
  Alert,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useCampaignEstimate, useSendCampaign } from '../api/campaigns';
import { errorMessage } from '../api/http';
import { useMessagingChannels } from '../api/messaging';
import { useCollections } from '../api/products';
import { FormFooter } from '../components/FormFooter';
import { PriceInput } from '../components/PriceInput';
import { useCheckedSave } from '../components/useCheckedSave';
import { number } from '../format';
import { useT } from './i18n';

/** The approved WhatsApp templates' names (WHATSAPP_CAMPAIGN_TEMPLATES' English labels) in the catalogue. */
export const TEMPLATE_KEYS = {
  store_promotion: 'campaigns.template.promotion',
  store_new_arrivals: 'campaigns.template.newArrivals',
} as const satisfies Record<WhatsAppCampaignTemplate, string>;

/** A UUID for the send, so a double tap or a retry sends once (randomUUID needs a secure context). */
function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((n) => n.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A new campaign: the message, who gets it, and before sending, how many it reaches and what it costs.
 * Only customers who agreed to marketing are ever counted or sent to.
 */
export function CampaignForm({
  storeId,
  currency,
  onSent,
  onCancel,
}: {
  storeId: number;
  currency: string;
  onSent: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const collections = useCollections(storeId);
  const send = useSendCampaign(storeId);
  const [requestId] = useState(newRequestId);
  const [name, setName] = useState('');
  const [channel, setChannel] = useState<CampaignChannel>('sms');
  const [subject, setSubject] = useState('');
  const [template, setTemplate] = useState<WhatsAppCampaignTemplate>('store_promotion');
  const channels = useMessagingChannels(storeId);
  const whatsappAvailable = channels.data?.whatsapp.available === true;
  const whatsappReason = channels.data?.whatsapp.reason ?? null;
  const [body, setBody] = useState('');
  const [tag, setTag] = useState('');
  const [minSpent, setMinSpent] = useState('');
  const [collectionId, setCollectionId] = useState<string | null>(null);
  const [inactiveDays, setInactiveDays] = useState<number | string>('');
  const { errors, failure, submit } = useCheckedSave(
    campaignCreateSchema,
    (checked) => send.mutateAsync(checked),
    onSent,
  );

  const draft = {
    channel,
    subject: channel === 'email' ? subject : '',
    ...(channel === 'whatsapp' ? { template } : {}),
    body,
    segment: {
      ...(tag.trim() ? { tag: tag.trim().toLowerCase() } : {}),
      ...(minSpent.trim() ? { minSpent: parseMoney(minSpent, currency) ?? Number.NaN } : {}),
      ...(collectionId ? { collectionId } : {}),
      ...(inactiveDays !== '' ? { inactiveDays: Number(inactiveDays) } : {}),
    },
  };
  const [settled] = useDebouncedValue(JSON.stringify(draft), 400);
  const valid = useMemo((): CampaignDraft | null => {
    const checked = campaignDraftSchema.safeParse(JSON.parse(settled));
    return checked.success ? checked.data : null;
  }, [settled]);
  const estimate = useCampaignEstimate(storeId, valid);
  const figures = valid ? estimate.data : undefined;
  const overCredits = figures?.credits ? figures.credits.needed > figures.credits.left : false;
  const smsLength = `${body}\n${SMS_OPT_OUT_LINE}`.length;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit({ ...draft, name, requestId });
      }}
      noValidate
    >
      <Stack>
        <TextInput
          label={t('campaigns.form.name')}
          description={t('campaigns.form.nameHint')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          required
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="campaign-channel">
            {t('campaigns.form.sendBy')}
          </Text>
          <SegmentedControl
            aria-labelledby="campaign-channel"
            value={channel}
            onChange={(v) => setChannel(v as CampaignChannel)}
            data={[
              { value: 'sms', label: 'SMS' },
              { value: 'email', label: t('campaigns.channel.email') },
              {
                value: 'whatsapp',
                label: whatsappAvailable ? 'WhatsApp' : t('campaigns.form.whatsappOff'),
                disabled: !whatsappAvailable,
              },
            ]}
          />
          {!whatsappAvailable && whatsappReason && (
            <Text size="xs" c="dimmed" data-testid="whatsapp-unavailable">
              {whatsappReason}
            </Text>
          )}
        </Stack>
        {channel === 'whatsapp' && (
          <Select
            label={t('campaigns.form.template')}
            description={t('campaigns.form.templateHint')}
            data={WHATSAPP_CAMPAIGN_TEMPLATE_NAMES.map((name) => ({
              value: name,
              label: t(TEMPLATE_KEYS[name]),
            }))}
            value={template}
            onChange={(v) => v && setTemplate(v as WhatsAppCampaignTemplate)}
            allowDeselect={false}
            error={errors.template}
            required
          />
        )}
        {channel === 'email' && (
          <TextInput
            label={t('campaigns.form.subject')}
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            error={errors.subject}
            required
          />
        )}
        <Textarea
          label={t('campaigns.form.message')}
          description={
            channel === 'sms'
              ? t('campaigns.form.smsHint', { line: SMS_OPT_OUT_LINE, count: smsLength })
              : channel === 'whatsapp'
                ? t('campaigns.form.whatsappHint', {
                    line: SMS_OPT_OUT_LINE,
                    count: body.length,
                    max: MAX_WHATSAPP_PARAM,
                  })
                : t('campaigns.form.emailHint')
          }
          autosize
          minRows={channel === 'whatsapp' ? 2 : 4}
          maxLength={
            channel === 'sms' ? MAX_CAMPAIGN_SMS : channel === 'whatsapp' ? MAX_WHATSAPP_PARAM : 5000
          }
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={errors.body}
          required
        />
        <Text fw={600} size="sm">
          {t('campaigns.form.who')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('campaigns.form.tag')}
            placeholder={t('campaigns.form.tagHint')}
            value={tag}
            onChange={(e) => setTag(e.currentTarget.value)}
            error={errors['segment.tag']}
          />
          <PriceInput
            label={t('campaigns.form.spent')}
            currency={currency}
            value={minSpent}
            onChange={setMinSpent}
            error={errors['segment.minSpent']}
          />
          <Select
            label={t('campaigns.form.collection')}
            placeholder={t('campaigns.form.any')}
            clearable
            data={(collections.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
            value={collectionId}
            onChange={setCollectionId}
            error={errors['segment.collectionId']}
          />
          <NumberInput
            label={t('campaigns.form.inactive')}
            min={1}
            max={3650}
            allowDecimal={false}
            value={inactiveDays}
            onChange={setInactiveDays}
            error={errors['segment.inactiveDays']}
          />
        </SimpleGrid>
        <Alert
          color={overCredits || figures?.recipients === 0 ? 'red' : 'kasuwa'}
          variant="light"
          title={t('campaigns.form.before')}
          aria-live="polite"
          data-testid="campaign-estimate"
        >
          {!valid ? (
            <Text size="sm">{t('campaigns.form.writeFirst')}</Text>
          ) : estimate.isError ? (
            <Text size="sm">{errorMessage(estimate.error)}</Text>
          ) : !figures ? (
            <Text size="sm">{t('overview.counting')}</Text>
          ) : (
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {t('campaigns.form.reaches', { count: figures.recipients })}
              </Text>
              {figures.unreachable > 0 && (
                <Text size="sm">
                  {t('campaigns.form.unreachable', {
                    count: figures.unreachable,
                    channel: channel === 'email' ? 'email' : 'phone',
                  })}
                </Text>
              )}
              {figures.whatsapp && (
                <>
                  <Text size="sm">{t('campaigns.form.whatsappNote')}</Text>
                  <Text
                    size="sm"
                    p="xs"
                    bg="var(--mantine-color-body)"
                    style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 8 }}
                    data-testid="whatsapp-preview"
                  >
                    {figures.whatsapp.preview}
                  </Text>
                </>
              )}
              {figures.sms && figures.credits && (
                <Text size="sm">
                  {t('campaigns.form.smsCost', {
                    pages: figures.sms.pagesPerMessage,
                    encoding: figures.sms.encoding,
                    characters: figures.sms.characters,
                    needed: figures.credits.needed,
                    left: number(figures.credits.left),
                    monthly: number(figures.credits.monthly),
                  })}
                </Text>
              )}
            </Stack>
          )}
        </Alert>
        <FormFooter
          failure={failure}
          onCancel={onCancel}
          saving={send.isPending}
          submitLabel={
            figures ? t('campaigns.form.sendTo', { count: figures.recipients }) : t('campaigns.form.send')
          }
        />
      </Stack>
    </form>
  );
}
