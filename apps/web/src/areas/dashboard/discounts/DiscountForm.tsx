import { type Discount, parseMoney, toDecimalString } from '@kasuwa/contracts';
import {
  Button,
  Checkbox,
  CopyButton,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconCheck, IconLink } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSaveDiscount } from '../api/discounts';
import { FormFooter } from '../components/FormFooter';
import { PriceInput } from '../components/PriceInput';
import { useCheckedSave } from '../components/useCheckedSave';
import { useCurrentStore } from '../store-context';
import { discountCheck } from './discount-check';
import { useT } from './i18n';
import { useDiscountTargets } from './targets';

type Kind = 'code' | 'automatic_spend' | 'automatic_quantity';

/** A datetime-local value ("2026-12-01T09:00") from an ISO instant, in the browser's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * Create or edit a discount. Amounts are typed in the store's currency as people write them and sent
 * in minor units; the shared schema checks the whole before it is sent, the server checks it again.
 */
/** The storefront link that applies a code for the customer who opens it (the storefront keeps it to checkout). */
export function discountLink(storeUrl: string, code: string): string {
  const link = new URL(storeUrl);
  link.searchParams.set('discount', code);
  return link.toString();
}

export function DiscountForm({
  storeId,
  currency,
  discount,
  onDone,
}: {
  storeId: number;
  currency: string;
  discount: Discount | null;
  onDone: () => void;
}) {
  const save = useSaveDiscount(storeId);
  const t = useT();
  const schema = useMemo(() => discountCheck(t), [t]);
  const { store } = useCurrentStore();
  const targets = useDiscountTargets(storeId);
  const money = (n: number | null) => (n === null ? '' : toDecimalString(n, currency));
  const [trigger, setTrigger] = useState<Kind>(discount?.trigger ?? 'code');
  const [code, setCode] = useState(discount?.code ?? '');
  const [title, setTitle] = useState(discount?.title ?? '');
  const [type, setType] = useState<Discount['type']>(discount?.type ?? 'percentage');
  const [percent, setPercent] = useState<number | string>(discount?.percent ?? 10);
  const [amount, setAmount] = useState(money(discount?.amount ?? null));
  const [minSubtotal, setMinSubtotal] = useState(money(discount?.minSubtotal ?? null));
  const [minQuantity, setMinQuantity] = useState<number | string>(discount?.minQuantity ?? 2);
  const [startsAt, setStartsAt] = useState(localInput(discount?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(localInput(discount?.endsAt ?? null));
  const [usageLimit, setUsageLimit] = useState<number | string>(discount?.usageLimit ?? '');
  const [oncePerCustomer, setOnce] = useState(discount?.oncePerCustomer ?? false);
  const [appliesTo, setAppliesTo] = useState<Discount['appliesTo']>(discount?.appliesTo ?? 'all');
  const [collectionIds, setCollectionIds] = useState<string[]>(discount?.collectionIds ?? []);
  const [productIds, setProductIds] = useState<string[]>(discount?.productIds ?? []);
  const [combinable, setCombinable] = useState(discount?.combinable ?? false);
  const {
    errors,
    failure,
    submit: send,
  } = useCheckedSave(
    schema,
    (body) => save.mutateAsync({ id: discount?.id, body }),
    onDone,
    // Each field shows its own message; the schema's issues inside a list belong to the list.
    (path) => String(path[0]),
  );

  const automatic = trigger !== 'code';
  const toMinor = (s: string) => (s.trim() === '' ? null : (parseMoney(s, currency) ?? Number.NaN));
  const toIso = (s: string) => (s ? new Date(s).toISOString() : null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = {
      trigger,
      code: automatic ? '' : code,
      title,
      type: automatic ? 'percentage' : type,
      percent: (automatic || type === 'percentage') && percent !== '' ? Number(percent) : null,
      amount: !automatic && type === 'fixed_amount' ? toMinor(amount) : null,
      minSubtotal: toMinor(minSubtotal),
      minQuantity: trigger === 'automatic_quantity' && minQuantity !== '' ? Number(minQuantity) : null,
      startsAt: toIso(startsAt),
      endsAt: toIso(endsAt),
      usageLimit: usageLimit === '' ? null : Number(usageLimit),
      oncePerCustomer,
      appliesTo: trigger === 'automatic_quantity' ? 'products' : appliesTo,
      collectionIds,
      productIds,
      combinable,
      active: discount?.active ?? true,
    } as const;
    await send(body);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Select
          label={t('discounts.form.kind')}
          value={trigger}
          onChange={(v) => v && setTrigger(v as Kind)}
          allowDeselect={false}
          data={[
            { value: 'code', label: t('discounts.form.kindCode') },
            { value: 'automatic_spend', label: t('discounts.form.kindSpend') },
            { value: 'automatic_quantity', label: t('discounts.form.kindQuantity') },
          ]}
        />
        {!automatic && (
          <TextInput
            label={t('discounts.form.code')}
            description={t('discounts.form.codeHint')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
            error={errors.code}
            required
          />
        )}
        {!automatic && code && (
          <CopyButton value={discountLink(store.url, code)}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                size="xs"
                onClick={copy}
                leftSection={copied ? <IconCheck size={14} /> : <IconLink size={14} />}
                style={{ alignSelf: 'flex-start' }}
              >
                {copied ? t('share.copied') : t('discounts.form.copyLink')}
              </Button>
            )}
          </CopyButton>
        )}
        <TextInput
          label={t('discounts.form.name')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
        />
        {!automatic && (
          <Select
            label={t('discounts.form.type')}
            value={type}
            onChange={(v) => v && setType(v as Discount['type'])}
            allowDeselect={false}
            error={errors.type}
            data={[
              { value: 'percentage', label: t('discounts.form.percentageOff') },
              { value: 'fixed_amount', label: t('discounts.form.amountOff') },
              { value: 'free_delivery', label: t('discounts.offer.freeDelivery') },
            ]}
          />
        )}
        {(automatic || type === 'percentage') && (
          <NumberInput
            label={t('discounts.form.percentageOff')}
            suffix="%"
            min={0}
            max={100}
            decimalScale={2}
            value={percent}
            onChange={setPercent}
            error={errors.percent}
          />
        )}
        {!automatic && type === 'fixed_amount' && (
          <PriceInput
            label={t('discounts.form.amountOff')}
            currency={currency}
            value={amount}
            onChange={setAmount}
            error={errors.amount}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PriceInput
            label={
              trigger === 'automatic_spend'
                ? t('discounts.form.spendAtLeast')
                : t('discounts.form.minimumOrder')
            }
            currency={currency}
            value={minSubtotal}
            onChange={setMinSubtotal}
            error={errors.minSubtotal}
          />
          {trigger === 'automatic_quantity' ? (
            <NumberInput
              label={t('discounts.form.buyAtLeast')}
              min={1}
              max={99}
              value={minQuantity}
              onChange={setMinQuantity}
              error={errors.minQuantity}
            />
          ) : (
            <NumberInput
              label={t('discounts.form.totalUses')}
              min={1}
              value={usageLimit}
              onChange={setUsageLimit}
              error={errors.usageLimit}
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label={t('discounts.form.starts')}
            value={startsAt}
            onChange={(e) => setStartsAt(e.currentTarget.value)}
            error={errors.startsAt}
          />
          <TextInput
            type="datetime-local"
            label={t('discounts.form.ends')}
            value={endsAt}
            onChange={(e) => setEndsAt(e.currentTarget.value)}
            error={errors.endsAt}
          />
        </SimpleGrid>
        {trigger !== 'automatic_quantity' && (
          <Select
            label={t('discounts.form.appliesTo')}
            value={appliesTo}
            onChange={(v) => v && setAppliesTo(v as Discount['appliesTo'])}
            allowDeselect={false}
            data={[
              { value: 'all', label: t('discounts.form.allProducts') },
              { value: 'collections', label: t('discounts.form.someCollections') },
              { value: 'products', label: t('discounts.form.someProducts') },
            ]}
          />
        )}
        {trigger !== 'automatic_quantity' && appliesTo === 'collections' && (
          <MultiSelect
            label={t('nav.collections')}
            data={targets.collections}
            value={collectionIds}
            onChange={setCollectionIds}
            error={errors.collectionIds}
            searchable
          />
        )}
        {(trigger === 'automatic_quantity' || appliesTo === 'products') && (
          <MultiSelect
            label={trigger === 'automatic_quantity' ? t('discounts.form.product') : t('nav.products')}
            data={targets.products}
            value={productIds}
            onChange={setProductIds}
            maxValues={trigger === 'automatic_quantity' ? 1 : undefined}
            error={errors.productIds}
            searchable
          />
        )}
        {!automatic && (
          <Checkbox
            label={t('discounts.form.once')}
            checked={oncePerCustomer}
            onChange={(e) => setOnce(e.currentTarget.checked)}
          />
        )}
        <Checkbox
          label={t('discounts.form.combinable')}
          checked={combinable}
          onChange={(e) => setCombinable(e.currentTarget.checked)}
        />
        <FormFooter
          failure={failure}
          onCancel={onDone}
          saving={save.isPending}
          submitLabel={discount ? t('discounts.form.save') : t('discounts.form.create')}
          cancelLabel={t('discounts.form.cancel')}
        />
      </Stack>
    </form>
  );
}
