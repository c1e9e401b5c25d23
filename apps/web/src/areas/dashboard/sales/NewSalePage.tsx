import { type NewSaleResult, NIGERIAN_STATES, SALE_CHANNELS, SALE_PAYMENT_METHODS } from '@kasuwa/contracts';
import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/list/PageHeader';
import { ApiError, fieldErrors } from '../../../lib/api';
import { useDeliveryOptions } from '../api/discounts';
import { errorMessage } from '../api/http';
import { uploadSaleProof, useRecordSale, useWhatsAppOrder } from '../api/sales';
import { useStoreSettings } from '../api/stores';
import { PriceInput } from '../components/PriceInput';
import { money } from '../format';
import { useCurrentStore } from '../store-context';
import { ChoiceButtons } from './ChoiceButtons';
import { compressImage } from './compress-image';
import { useT } from './i18n';
import { SaleCustomer } from './SaleCustomer';
import { SaleDone } from './SaleDone';
import { ItemPicker, SaleLines } from './SaleItems';
import {
  addItem,
  CHANNEL_KEYS,
  checkSale,
  emptySale,
  estimate,
  METHOD_KEYS,
  type SaleForm,
  toRequest,
} from './sale-form';

/**
 * "New sale": the vendor records a sale from a chat, a call or her stall, phone first. Items (search,
 * recently sold first), the buyer, where it happened, delivery, a discount and a note, then the outcome:
 * paid already (off-platform: no escrow, no fee) or a pay link (escrow, like an online order).
 * `?cart=CODE` starts from a cart a customer sent with "Order on WhatsApp".
 */
export function NewSalePage() {
  const { storeId } = useCurrentStore();
  const t = useT();
  const currency = useStoreSettings(storeId).data?.currency ?? 'NGN';
  const [params] = useSearchParams();
  const cartCode = params.get('cart')?.trim() ?? '';
  const [form, setForm] = useState<SaleForm>(emptySale);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [proofNote, setProofNote] = useState('');
  const [result, setResult] = useState<NewSaleResult | null>(null);
  const options = useDeliveryOptions(storeId).data?.filter((o) => o.active) ?? [];
  const record = useRecordSale(storeId);
  const cart = useWhatsAppOrder(storeId, cartCode);
  const set = (patch: Partial<SaleForm>) => setForm((f) => ({ ...f, ...patch }));

  // The WhatsApp cart becomes the sale's lines and buyer once, when it arrives.
  const cartData = cart.data;
  useEffect(() => {
    if (!cartData) return;
    setForm((f) => ({
      ...f,
      channel: 'whatsapp',
      phone: cartData.customerPhone ?? f.phone,
      lines: cartData.items.reduce(
        (lines, i) =>
          addItem(
            lines,
            { variantId: i.variantId, title: i.title, variantTitle: i.variantTitle, price: i.unitPrice },
            i.quantity,
          ),
        [] as SaleForm['lines'],
      ),
    }));
  }, [cartData]);

  const totals = estimate(form, currency, options);
  const option = options.find((o) => o.id === form.deliveryOptionId);

  async function save() {
    const problems = checkSale(form, options);
    setErrors(problems);
    setFailure('');
    if (Object.keys(problems).length > 0) {
      setFailure(t('sales.new.checkFields'));
      return;
    }
    try {
      const saved = await record.mutateAsync(toRequest(form, currency, options));
      if (proof && saved.receipt) {
        try {
          await uploadSaleProof(storeId, saved.order.id, await compressImage(proof));
        } catch (err) {
          setProofNote(t('sales.new.proofNotSaved', { error: errorMessage(err) }));
        }
      }
      setResult(saved);
      window.scrollTo({ top: 0 });
    } catch (err) {
      if (err instanceof ApiError) setErrors(fieldErrors(err));
      setFailure(errorMessage(err));
    }
  }

  function another() {
    setForm(emptySale);
    setErrors({});
    setFailure('');
    setProof(null);
    setProofNote('');
    setResult(null);
  }

  if (result) {
    return (
      <>
        <PageHeader title={t('frame.newSale')} />
        {proofNote && (
          <Alert color="orange" mb="sm">
            {proofNote}
          </Alert>
        )}
        <SaleDone result={result} onAnother={another} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('frame.newSale')} description={t('sales.new.description')} />
      <Stack gap="md" maw={640}>
        {cartCode && cart.isError && (
          <Alert color="orange">{t('sales.new.noCart', { code: cartCode })}</Alert>
        )}
        {cartData && (
          <Alert color="green" variant="light">
            {t('sales.new.cartAdded', { code: cartData.code, count: cartData.items.length })}
          </Alert>
        )}
        <Card withBorder radius="md" padding="sm">
          <Stack gap="sm">
            <SaleLines
              currency={currency}
              lines={form.lines}
              errors={errors}
              onChange={(lines) => set({ lines })}
            />
            {errors.lines && (
              <Text size="sm" c="red">
                {errors.lines}
              </Text>
            )}
            <ItemPicker
              storeId={storeId}
              currency={currency}
              lines={form.lines}
              onChange={(lines) => set({ lines })}
            />
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="sm">
          <Stack gap="sm">
            <Title order={3} fz="md">
              {t('sales.new.where')}
            </Title>
            <ChoiceButtons
              label={t('sales.new.channel')}
              options={SALE_CHANNELS.map((c) => ({ value: c, label: t(CHANNEL_KEYS[c]) }))}
              value={form.channel}
              onChange={(channel) => set({ channel })}
            />
            {errors.channel && (
              <Text size="sm" c="red">
                {errors.channel}
              </Text>
            )}
            <SaleCustomer storeId={storeId} form={form} errors={errors} onChange={set} />
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="sm">
          <Stack gap="sm">
            <Select
              label={t('sales.new.delivery')}
              data={[
                { value: '', label: t('sales.new.takenNow') },
                ...options.map((o) => ({ value: o.id, label: o.name })),
              ]}
              value={form.deliveryOptionId}
              onChange={(v) => set({ deliveryOptionId: v ?? '' })}
              allowDeselect={false}
            />
            {option && option.kind !== 'pickup' && (
              <>
                <TextInput
                  label={t('sales.new.street')}
                  value={form.address.line1}
                  error={errors['customer.address.line1']}
                  onChange={(e) => set({ address: { ...form.address, line1: e.currentTarget.value } })}
                />
                <Group grow gap="xs" align="flex-start">
                  <TextInput
                    label={t('sales.new.city')}
                    value={form.address.city}
                    error={errors['customer.address.city']}
                    onChange={(e) => set({ address: { ...form.address, city: e.currentTarget.value } })}
                  />
                  <Select
                    label={t('sales.new.state')}
                    searchable
                    data={[...NIGERIAN_STATES]}
                    value={form.address.state || null}
                    error={errors['customer.address.state']}
                    onChange={(v) => set({ address: { ...form.address, state: v ?? '' } })}
                  />
                </Group>
              </>
            )}
            <SegmentedControl
              aria-label={t('sales.new.discount')}
              data={[
                { value: 'none', label: t('sales.new.noDiscount') },
                { value: 'code', label: t('sales.new.code') },
                { value: 'amount', label: t('sales.new.amount') },
              ]}
              value={form.discountKind}
              onChange={(v) => set({ discountKind: v as SaleForm['discountKind'] })}
            />
            {form.discountKind === 'code' && (
              <TextInput
                label={t('sales.new.discountCode')}
                value={form.discountCode}
                error={errors.discountCode}
                onChange={(e) => set({ discountCode: e.currentTarget.value.toUpperCase() })}
              />
            )}
            {form.discountKind === 'amount' && (
              <PriceInput
                currency={currency}
                label={t('sales.new.discount')}
                value={form.discountAmount}
                error={errors.manualDiscount}
                onChange={(discountAmount) => set({ discountAmount })}
              />
            )}
            <Textarea
              label={t('sales.new.note')}
              placeholder={t('sales.new.noteHint')}
              autosize
              minRows={1}
              value={form.note}
              onChange={(e) => set({ note: e.currentTarget.value })}
            />
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="sm">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{t('sales.new.total')}</Text>
              <Text fw={700} data-testid="sale-total">
                {money(totals.total, currency)}
              </Text>
            </Group>
            {form.discountKind === 'code' && form.discountCode && (
              <Text size="xs" c="dimmed">
                {t('sales.new.codeLater')}
              </Text>
            )}
            <SegmentedControl
              aria-label={t('sales.new.payment')}
              fullWidth
              data={[
                { value: 'paid', label: t('sales.new.paid') },
                { value: 'pay_link', label: t('sales.new.payLink') },
                { value: 'on_delivery', label: t('sales.new.onDelivery') },
              ]}
              value={form.outcome}
              onChange={(v) => set({ outcome: v as SaleForm['outcome'] })}
            />
            {form.outcome === 'paid' ? (
              <>
                <ChoiceButtons
                  label={t('sales.new.paidBy')}
                  options={SALE_PAYMENT_METHODS.map((m) => ({ value: m, label: t(METHOD_KEYS[m]) }))}
                  value={form.method}
                  onChange={(method) => set({ method })}
                />
                <PriceInput
                  currency={currency}
                  label={t('sales.new.received')}
                  placeholder={money(totals.total, currency)}
                  description={t('sales.new.receivedHint')}
                  value={form.received}
                  error={errors['outcome.amountReceived']}
                  onChange={(received) => set({ received })}
                />
                {form.method !== 'cash' && (
                  <FileInput
                    label={t('sales.new.proof')}
                    placeholder={t('sales.new.proofHint')}
                    accept="image/*"
                    leftSection={<IconCamera size={16} />}
                    clearable
                    value={proof}
                    onChange={setProof}
                  />
                )}
                <Text size="xs" c="dimmed">
                  {t('sales.new.paidNote')}
                </Text>
              </>
            ) : form.outcome === 'on_delivery' ? (
              <Text size="xs" c="dimmed">
                {t('sales.new.onDeliveryNote')}
              </Text>
            ) : (
              <>
                <SegmentedControl
                  aria-label={t('sales.new.sendLink')}
                  fullWidth
                  data={[
                    { value: 'none', label: t('sales.new.shareMyself') },
                    { value: 'sms', label: t('sales.new.bySms') },
                    { value: 'email', label: t('sales.new.byEmail') },
                  ]}
                  value={form.send}
                  onChange={(v) => set({ send: v as SaleForm['send'] })}
                />
                <Text size="xs" c="dimmed">
                  {t('sales.new.linkNote')}
                </Text>
              </>
            )}
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Button size="md" onClick={save} loading={record.isPending}>
              {t(
                form.outcome === 'paid'
                  ? 'sales.new.save'
                  : form.outcome === 'on_delivery'
                    ? 'sales.new.confirm'
                    : 'sales.new.createLink',
                { total: money(totals.total, currency) },
              )}
            </Button>
          </Stack>
        </Card>
      </Stack>
    </>
  );
}
