import { type DeliveryOption, NIGERIAN_STATES, parseMoney, toDecimalString } from '@kasuwa/contracts';
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSaveDelivery } from '../api/discounts';
import { FormFooter } from '../components/FormFooter';
import { PriceInput } from '../components/PriceInput';
import { useCheckedSave } from '../components/useCheckedSave';
import { deliveryCheck } from './delivery-check';
import { useT } from './i18n';

type Kind = DeliveryOption['kind'];
interface ZoneDraft {
  /** A key for React only: zones have no id of their own. */
  key: number;
  name: string;
  states: string[];
  fee: string;
}

/** Create or edit a delivery option: a flat fee, fees by state or zone, or pickup. */
export function DeliveryForm({
  storeId,
  currency,
  option,
  onDone,
}: {
  storeId: number;
  currency: string;
  option: DeliveryOption | null;
  onDone: () => void;
}) {
  const save = useSaveDelivery(storeId);
  const t = useT();
  const schema = useMemo(() => deliveryCheck(t), [t]);
  const money = (n: number | null) => (n === null ? '' : toDecimalString(n, currency));
  const [kind, setKind] = useState<Kind>(option?.kind ?? 'flat');
  const [name, setName] = useState(option?.name ?? '');
  const [fee, setFee] = useState(money(option?.fee ?? null));
  const [freeAbove, setFreeAbove] = useState(money(option?.freeAbove ?? null));
  const [zones, setZones] = useState<ZoneDraft[]>(
    option?.zones.map((z, key) => ({ key, name: z.name, states: [...z.states], fee: money(z.fee) })) ?? [
      { key: 0, name: 'Lagos', states: ['Lagos'], fee: '' },
    ],
  );
  const [address, setAddress] = useState(option?.address ?? '');
  const [hours, setHours] = useState(option?.hours ?? '');
  const [payOnDelivery, setPayOnDelivery] = useState(option?.payOnDelivery ?? false);
  const [podMax, setPodMax] = useState(money(option?.payOnDeliveryMax ?? null));
  const {
    errors,
    failure,
    submit: send,
  } = useCheckedSave(schema, (body) => save.mutateAsync({ id: option?.id, body }), onDone);
  const toMinor = (s: string) => (s.trim() === '' ? null : (parseMoney(s, currency) ?? Number.NaN));
  const taken = (i: number) => new Set(zones.flatMap((z, j) => (j === i ? [] : z.states)));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const base = {
      name,
      freeAbove: kind === 'pickup' ? null : toMinor(freeAbove),
      active: option?.active ?? true,
      payOnDelivery,
      payOnDeliveryMax: payOnDelivery ? toMinor(podMax) : null,
    };
    const body =
      kind === 'flat'
        ? { ...base, kind, fee: toMinor(fee) }
        : kind === 'pickup'
          ? { ...base, kind, address, hours }
          : { ...base, kind, zones: zones.map(({ key: _key, ...z }) => ({ ...z, fee: toMinor(z.fee) })) };
    await send(body);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Select
          label={t('delivery.form.kind')}
          value={kind}
          onChange={(v) => v && setKind(v as Kind)}
          allowDeselect={false}
          data={[
            { value: 'flat', label: t('delivery.form.kindFlat') },
            { value: 'by_state', label: t('delivery.form.kindByState') },
            { value: 'pickup', label: t('delivery.form.kindPickup') },
          ]}
        />
        <TextInput
          label={t('delivery.form.name')}
          placeholder={kind === 'pickup' ? t('delivery.form.namePickup') : t('delivery.form.nameHome')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          required
        />
        {kind === 'flat' && (
          <PriceInput
            label={t('delivery.form.fee')}
            currency={currency}
            value={fee}
            onChange={setFee}
            error={errors.fee}
          />
        )}
        {kind === 'by_state' && (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('delivery.form.zones')}
            </Text>
            {zones.map((z, i) => (
              <Card key={z.key} withBorder padding="sm">
                <Stack gap="xs">
                  <Group gap="xs" wrap="nowrap" align="flex-end">
                    <TextInput
                      label={t('delivery.form.zone')}
                      style={{ flex: 1, minWidth: 0 }}
                      value={z.name}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setZones((all) => all.map((x, j) => (j === i ? { ...x, name: value } : x)));
                      }}
                      error={errors[`zones.${i}.name`]}
                    />
                    <PriceInput
                      label={t('delivery.form.fee')}
                      currency={currency}
                      w={120}
                      value={z.fee}
                      onChange={(value) => {
                        setZones((all) => all.map((x, j) => (j === i ? { ...x, fee: value } : x)));
                      }}
                      error={errors[`zones.${i}.fee`]}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mb={4}
                      aria-label={t('delivery.form.removeZone', { name: z.name })}
                      disabled={zones.length === 1}
                      onClick={() => setZones((all) => all.filter((_, j) => j !== i))}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                  <MultiSelect
                    label={t('delivery.form.states')}
                    searchable
                    data={NIGERIAN_STATES.filter((s) => !taken(i).has(s))}
                    value={z.states}
                    onChange={(states) =>
                      setZones((all) => all.map((x, j) => (j === i ? { ...x, states } : x)))
                    }
                    error={errors[`zones.${i}.states`]}
                  />
                </Stack>
              </Card>
            ))}
            {errors.zones && (
              <Text c="red" size="sm">
                {errors.zones}
              </Text>
            )}
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() =>
                setZones((all) => [
                  ...all,
                  { key: Math.max(0, ...all.map((z) => z.key)) + 1, name: '', states: [], fee: '' },
                ])
              }
              disabled={taken(-1).size >= NIGERIAN_STATES.length}
            >
              {t('delivery.form.addZone')}
            </Button>
          </Stack>
        )}
        {kind === 'pickup' ? (
          <>
            <TextInput
              label={t('delivery.form.address')}
              value={address}
              onChange={(e) => setAddress(e.currentTarget.value)}
              error={errors.address}
              required
            />
            <TextInput
              label={t('delivery.form.hours')}
              placeholder={t('delivery.form.hoursPlaceholder')}
              value={hours}
              onChange={(e) => setHours(e.currentTarget.value)}
              error={errors.hours}
              required
            />
          </>
        ) : (
          <PriceInput
            label={t('delivery.form.freeAbove')}
            currency={currency}
            value={freeAbove}
            onChange={setFreeAbove}
            error={errors.freeAbove}
          />
        )}
        <Checkbox
          label={t('delivery.form.payOnDelivery')}
          checked={payOnDelivery}
          onChange={(e) => setPayOnDelivery(e.currentTarget.checked)}
        />
        {payOnDelivery && (
          <PriceInput
            label={t('delivery.form.payOnDeliveryMax')}
            description={t('delivery.form.payOnDeliveryMaxHint')}
            currency={currency}
            value={podMax}
            onChange={setPodMax}
            error={errors.payOnDeliveryMax}
          />
        )}
        <FormFooter
          failure={failure}
          onCancel={onDone}
          saving={save.isPending}
          submitLabel={option ? t('delivery.form.save') : t('delivery.form.addOption')}
          cancelLabel={t('delivery.form.cancel')}
        />
      </Stack>
    </form>
  );
}
