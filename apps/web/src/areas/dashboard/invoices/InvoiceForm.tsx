import { type InvoiceInput, normalisePhone, parseMoney } from '@kasuwa/contracts';
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { ApiError, fieldErrors } from '../../../lib/api';
import { errorMessage } from '../api/http';
import { useInventory } from '../api/inventory';
import { useCreateInvoice } from '../api/invoices';
import { PriceInput } from '../components/PriceInput';
import { useT } from './i18n';

interface LineValues {
  variantId: string;
  title: string;
  quantity: number;
  unitPrice: string;
  discount: string;
}

interface FormValues {
  name: string;
  phone: string;
  email: string;
  lines: LineValues[];
  delivery: string;
  vat: boolean;
  dueDate: string;
  notes: string;
  byEmail: boolean;
  bySms: boolean;
}

const emptyLine: LineValues = { variantId: '', title: '', quantity: 1, unitPrice: '', discount: '' };

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A new invoice: the customer, lines from the catalogue (priced by the catalogue unless a price is
 * typed) or free text, line discounts, delivery, VAT and the due date. Amounts are typed in naira and
 * sent in kobo; the server checks everything again and its messages land on the fields.
 */
export function InvoiceForm({
  storeId,
  currency,
  onDone,
}: {
  storeId: number;
  currency: string;
  onDone: () => void;
}) {
  const create = useCreateInvoice(storeId);
  const t = useT();
  const catalogue = useInventory(storeId, { page: 1, limit: 100, q: '', lowStock: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { register, control, handleSubmit, watch } = useForm<FormValues>({
    defaultValues: {
      name: '',
      phone: '',
      email: '',
      lines: [{ ...emptyLine }],
      delivery: '',
      vat: true,
      dueDate: inDays(7),
      notes: '',
      byEmail: true,
      bySms: true,
    },
  });
  const lines = useFieldArray({ control, name: 'lines' });
  const options = (catalogue.data?.items ?? []).map((v) => ({
    value: v.variantId,
    label: v.variantTitle === 'Default' ? v.productTitle : `${v.productTitle} (${v.variantTitle})`,
  }));
  const minor = (typed: string) => (typed.trim() ? (parseMoney(typed, currency) ?? -1) : undefined);

  const submit = (sending: boolean) =>
    handleSubmit((values) => {
      // Only to what the customer gave: a ticked channel without its address is left out.
      const send = sending
        ? {
            email: values.byEmail && values.email.trim() !== '',
            sms: values.bySms && values.phone.trim() !== '',
          }
        : null;
      if (send?.sms && !normalisePhone(values.phone)) {
        setErrors({ 'customer.phone': t('invoices.form.phoneHint') });
        return;
      }
      const input: InvoiceInput = {
        customer: { name: values.name, phone: values.phone, email: values.email },
        lines: values.lines.map((l) => ({
          variantId: l.variantId || null,
          title: l.title,
          quantity: Number(l.quantity),
          unitPrice: minor(l.unitPrice),
          discount: minor(l.discount) ?? 0,
        })),
        delivery: minor(values.delivery) ?? 0,
        vat: values.vat,
        dueDate: values.dueDate,
        notes: values.notes,
      };
      setErrors({});
      create.mutate(
        { input, send },
        {
          onSuccess: (invoice) => {
            const by = send?.email && send.sms ? 'both' : send?.email ? 'email' : send?.sms ? 'sms' : '';
            notifications.show({
              color: 'green',
              title: send
                ? t('invoices.form.sent', { number: invoice.number ?? '' })
                : t('invoices.form.draftSaved'),
              message: by
                ? t('invoices.form.linkSent', {
                    by,
                    email: invoice.customer.email,
                    phone: invoice.customer.phone,
                  })
                : invoice.customer.name,
            });
            onDone();
          },
          onError: (error) => {
            if (error instanceof ApiError) setErrors(fieldErrors(error));
            notifications.show({ color: 'red', title: t('invoices.notSaved'), message: errorMessage(error) });
          },
        },
      );
    });

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="form"
      onSubmit={submit(true)}
      aria-label={t('invoices.new')}
    >
      <Stack gap="md">
        <Title order={3} fz="md">
          {t('invoices.new')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('invoices.form.customerName')}
            required
            {...register('name')}
            error={errors['customer.name']}
          />
          <TextInput
            label={t('invoices.form.phone')}
            type="tel"
            {...register('phone')}
            error={errors['customer.phone']}
          />
          <TextInput
            label={t('invoices.form.email')}
            type="email"
            {...register('email')}
            error={errors['customer.email']}
          />
        </SimpleGrid>
        <Stack gap="sm">
          {lines.fields.map((field, i) => {
            const picked = watch(`lines.${i}.variantId`);
            return (
              <Card key={field.id} withBorder radius="sm" padding="sm" data-invoice-line="">
                <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="xs">
                  <Controller
                    control={control}
                    name={`lines.${i}.variantId`}
                    render={({ field: f }) => (
                      <Select
                        label={t('invoices.form.product')}
                        placeholder={t('invoices.form.freeText')}
                        data={options}
                        searchable
                        clearable
                        value={f.value || null}
                        onChange={(v) => f.onChange(v ?? '')}
                        error={errors[`lines.${i}.variantId`]}
                      />
                    )}
                  />
                  <TextInput
                    label={t('invoices.form.description')}
                    placeholder={
                      picked ? t('invoices.form.fromCatalogue') : t('invoices.form.descriptionHint')
                    }
                    {...register(`lines.${i}.title`)}
                    error={errors[`lines.${i}.title`]}
                  />
                  <Controller
                    control={control}
                    name={`lines.${i}.quantity`}
                    render={({ field: f }) => (
                      <NumberInput
                        label={t('invoices.form.quantity')}
                        min={1}
                        allowDecimal={false}
                        value={f.value}
                        onChange={(v) => f.onChange(Number(v) || 1)}
                        error={errors[`lines.${i}.quantity`]}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`lines.${i}.unitPrice`}
                    render={({ field: f }) => (
                      <PriceInput
                        label={t('invoices.form.unitPrice')}
                        placeholder={picked ? t('invoices.form.cataloguePrice') : undefined}
                        currency={currency}
                        value={f.value}
                        onChange={f.onChange}
                        error={errors[`lines.${i}.unitPrice`]}
                      />
                    )}
                  />
                  <Group gap="xs" align="flex-end" wrap="nowrap">
                    <Controller
                      control={control}
                      name={`lines.${i}.discount`}
                      render={({ field: f }) => (
                        <PriceInput
                          label={t('invoices.form.discount')}
                          currency={currency}
                          value={f.value}
                          onChange={f.onChange}
                          error={errors[`lines.${i}.discount`]}
                          style={{ flex: 1 }}
                        />
                      )}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('invoices.form.removeLine', { n: i + 1 })}
                      disabled={lines.fields.length === 1}
                      onClick={() => lines.remove(i)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </SimpleGrid>
              </Card>
            );
          })}
          {errors.lines ? (
            <Text c="red" size="sm">
              {errors.lines}
            </Text>
          ) : null}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => lines.append({ ...emptyLine })}
            >
              {t('invoices.form.addLine')}
            </Button>
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={control}
            name="delivery"
            render={({ field: f }) => (
              <PriceInput
                label={t('invoices.form.delivery')}
                currency={currency}
                value={f.value}
                onChange={f.onChange}
                error={errors.delivery}
              />
            )}
          />
          <TextInput
            label={t('invoices.form.dueDate')}
            type="date"
            required
            {...register('dueDate')}
            error={errors.dueDate}
          />
          <Checkbox label={t('invoices.form.chargeVat')} mt={{ sm: 30 }} {...register('vat')} />
        </SimpleGrid>
        <Textarea
          label={t('invoices.form.notes')}
          autosize
          minRows={2}
          {...register('notes')}
          error={errors.notes}
        />
        <Group gap="md" role="group" aria-label={t('invoices.form.sendBy')}>
          <Text size="sm" fw={500}>
            {t('invoices.form.sendBy')}
          </Text>
          <Checkbox label={t('invoices.form.byEmail')} {...register('byEmail')} />
          <Checkbox label="SMS" {...register('bySms')} />
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('invoices.form.cancel')}
          </Button>
          <Button
            variant="light"
            loading={create.isPending && !create.variables?.send}
            onClick={submit(false)}
          >
            {t('invoices.form.saveDraft')}
          </Button>
          <Button type="submit" loading={create.isPending && Boolean(create.variables?.send)}>
            {t('invoices.form.send')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
