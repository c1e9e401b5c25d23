import { type Discount, discountInputSchema, parseMoney, toDecimalString } from '@kasuwa/contracts';
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
import { useState } from 'react';
import { useSaveDiscount } from '../api/discounts';
import { FormFooter } from '../components/FormFooter';
import { PriceInput } from '../components/PriceInput';
import { useCheckedSave } from '../components/useCheckedSave';
import { useCurrentStore } from '../store-context';
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
    discountInputSchema,
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
          label="Kind"
          value={trigger}
          onChange={(v) => v && setTrigger(v as Kind)}
          allowDeselect={false}
          data={[
            { value: 'code', label: 'Discount code' },
            { value: 'automatic_spend', label: 'Automatic: spend at least an amount' },
            { value: 'automatic_quantity', label: 'Automatic: buy several of a product' },
          ]}
        />
        {!automatic && (
          <TextInput
            label="Code"
            description="Customers type it at checkout, or open the link below, which applies it for them"
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
                {copied ? 'Link copied' : 'Copy the link that applies this code'}
              </Button>
            )}
          </CopyButton>
        )}
        <TextInput label="Name (optional)" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        {!automatic && (
          <Select
            label="Discount"
            value={type}
            onChange={(v) => v && setType(v as Discount['type'])}
            allowDeselect={false}
            error={errors.type}
            data={[
              { value: 'percentage', label: 'Percentage off' },
              { value: 'fixed_amount', label: 'Amount off' },
              { value: 'free_delivery', label: 'Free delivery' },
            ]}
          />
        )}
        {(automatic || type === 'percentage') && (
          <NumberInput
            label="Percentage off"
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
            label="Amount off"
            currency={currency}
            value={amount}
            onChange={setAmount}
            error={errors.amount}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PriceInput
            label={trigger === 'automatic_spend' ? 'Spend at least' : 'Minimum order'}
            currency={currency}
            value={minSubtotal}
            onChange={setMinSubtotal}
            error={errors.minSubtotal}
          />
          {trigger === 'automatic_quantity' ? (
            <NumberInput
              label="Buy at least"
              min={1}
              max={99}
              value={minQuantity}
              onChange={setMinQuantity}
              error={errors.minQuantity}
            />
          ) : (
            <NumberInput
              label="Total uses (optional)"
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
            label="Starts (optional)"
            value={startsAt}
            onChange={(e) => setStartsAt(e.currentTarget.value)}
            error={errors.startsAt}
          />
          <TextInput
            type="datetime-local"
            label="Ends (optional)"
            value={endsAt}
            onChange={(e) => setEndsAt(e.currentTarget.value)}
            error={errors.endsAt}
          />
        </SimpleGrid>
        {trigger !== 'automatic_quantity' && (
          <Select
            label="Applies to"
            value={appliesTo}
            onChange={(v) => v && setAppliesTo(v as Discount['appliesTo'])}
            allowDeselect={false}
            data={[
              { value: 'all', label: 'All products' },
              { value: 'collections', label: 'Some collections' },
              { value: 'products', label: 'Some products' },
            ]}
          />
        )}
        {trigger !== 'automatic_quantity' && appliesTo === 'collections' && (
          <MultiSelect
            label="Collections"
            data={targets.collections}
            value={collectionIds}
            onChange={setCollectionIds}
            error={errors.collectionIds}
            searchable
          />
        )}
        {(trigger === 'automatic_quantity' || appliesTo === 'products') && (
          <MultiSelect
            label={trigger === 'automatic_quantity' ? 'Product' : 'Products'}
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
            label="Once per customer (by phone number and e-mail)"
            checked={oncePerCustomer}
            onChange={(e) => setOnce(e.currentTarget.checked)}
          />
        )}
        <Checkbox
          label="Can be combined with other discounts"
          checked={combinable}
          onChange={(e) => setCombinable(e.currentTarget.checked)}
        />
        <FormFooter
          failure={failure}
          onCancel={onDone}
          saving={save.isPending}
          submitLabel={discount ? 'Save' : 'Create discount'}
        />
      </Stack>
    </form>
  );
}
