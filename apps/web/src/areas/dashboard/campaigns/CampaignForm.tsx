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
  WHATSAPP_CAMPAIGN_TEMPLATES,
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

/** A UUID for the send, so a double tap or a retry sends once (randomUUID needs a secure context). */
function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((n) => n.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-NG')} ${n === 1 ? one : many}`;

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
          label="Campaign name"
          description="For you; customers do not see it"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          required
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="campaign-channel">
            Send by
          </Text>
          <SegmentedControl
            aria-labelledby="campaign-channel"
            value={channel}
            onChange={(v) => setChannel(v as CampaignChannel)}
            data={[
              { value: 'sms', label: 'SMS' },
              { value: 'email', label: 'E-mail' },
              {
                value: 'whatsapp',
                label: whatsappAvailable ? 'WhatsApp' : 'WhatsApp (unavailable)',
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
            label="WhatsApp template"
            description="WhatsApp lets a business write first only with a template it approved; your store's name and link are filled in"
            data={WHATSAPP_CAMPAIGN_TEMPLATE_NAMES.map((name) => ({
              value: name,
              label: WHATSAPP_CAMPAIGN_TEMPLATES[name].label,
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
            label="Subject"
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            error={errors.subject}
            required
          />
        )}
        <Textarea
          label="Message"
          description={
            channel === 'sms'
              ? `“${SMS_OPT_OUT_LINE}” is added at the end · ${smsLength} characters`
              : channel === 'whatsapp'
                ? `One line in the template, with “${SMS_OPT_OUT_LINE}” at the end · ${body.length}/${MAX_WHATSAPP_PARAM} characters`
                : 'An unsubscribe link is added at the end'
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
          Who gets it (everyone who agreed, unless you narrow it)
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Tag"
            placeholder="e.g. vip"
            value={tag}
            onChange={(e) => setTag(e.currentTarget.value)}
            error={errors['segment.tag']}
          />
          <PriceInput
            label="Spent at least"
            currency={currency}
            value={minSpent}
            onChange={setMinSpent}
            error={errors['segment.minSpent']}
          />
          <Select
            label="Bought from collection"
            placeholder="Any"
            clearable
            data={(collections.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
            value={collectionId}
            onChange={setCollectionId}
            error={errors['segment.collectionId']}
          />
          <NumberInput
            label="No order in the last … days"
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
          title="Before you send"
          aria-live="polite"
          data-testid="campaign-estimate"
        >
          {!valid ? (
            <Text size="sm">Write the message to see who it reaches and what it costs.</Text>
          ) : estimate.isError ? (
            <Text size="sm">{errorMessage(estimate.error)}</Text>
          ) : !figures ? (
            <Text size="sm">Counting…</Text>
          ) : (
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                Reaches {plural(figures.recipients, 'customer')} who agreed to marketing
              </Text>
              {figures.unreachable > 0 && (
                <Text size="sm">
                  {plural(figures.unreachable, 'more has', 'more have')}{' '}
                  {channel === 'email' ? 'no e-mail address' : 'no usable phone number'}.
                </Text>
              )}
              {figures.whatsapp && (
                <>
                  <Text size="sm">WhatsApp messages do not use your SMS credits. Each customer reads:</Text>
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
                  {plural(figures.sms.pagesPerMessage, 'SMS page')} each ({figures.sms.encoding},{' '}
                  {figures.sms.characters} characters) · needs {plural(figures.credits.needed, 'credit')} of
                  the {figures.credits.left.toLocaleString('en-NG')} left this month (
                  {figures.credits.monthly.toLocaleString('en-NG')} a month on your plan)
                </Text>
              )}
            </Stack>
          )}
        </Alert>
        <FormFooter
          failure={failure}
          onCancel={onCancel}
          saving={send.isPending}
          submitLabel={figures ? `Send to ${plural(figures.recipients, 'customer')}` : 'Send'}
        />
      </Stack>
    </form>
  );
}
