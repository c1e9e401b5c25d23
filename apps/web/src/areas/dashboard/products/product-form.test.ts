import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { translate } from './i18n';
import {
  amountToInput,
  emptyProductForm,
  formToPayload,
  type ProductFormInput,
  productFormSchema,
  regenerateVariants,
} from './product-form';

const VARIANT_ID = '0b6f3c52-4a1e-4d7b-9a51-2f7c1d9e8a10';

const form = (values: Partial<ProductFormInput>): ProductFormInput => ({
  ...emptyProductForm(),
  title: 'Adire wrap',
  ...values,
});

const priceMessage = (currency: string, price: string) => {
  const result = productFormSchema(currency, translate).safeParse(form({ price }));
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === 'price')?.message;
};

describe('product form', () => {
  it('refuses a price with more decimals than the currency, a negative or an unreadable one', () => {
    expect(priceMessage('NGN', '12500.505')).toBe('Enter a price, like 12500 or 12500.50.');
    expect(priceMessage('NGN', '-5')).toBe('Enter a price, like 12500 or 12500.50.');
    expect(priceMessage('NGN', 'twelve')).toBe('Enter a price, like 12500 or 12500.50.');
    expect(priceMessage('NGN', '')).toBe('Enter a price, like 12500 or 12500.50.');
    expect(priceMessage('JPY', '500.5')).toBeDefined();
    expect(priceMessage('NGN', '12,500.50')).toBeUndefined();
  });

  it('sends a product without options as one variant, prices in minor units, no compare-at when empty', () => {
    const values = productFormSchema('NGN', translate).parse(
      form({ price: '12,500.50', compareAtPrice: '', sku: 'ADR-1', stock: 4, defaultVariantId: VARIANT_ID }),
    );
    const payload = formToPayload(values, 'NGN');
    expect(payload).toMatchObject({ title: 'Adire wrap', price: 1_250_050, compareAtPrice: null, stock: 4 });
    expect(payload.variants).toEqual([
      {
        id: VARIANT_ID,
        options: {},
        price: 1_250_050,
        compareAtPrice: null,
        sku: 'ADR-1',
        stock: 4,
        lowStockThreshold: 5,
      },
    ]);
  });

  it('prices a product with options at its cheapest variant', () => {
    const options = [{ name: 'Size', values: ['S', 'M'] }];
    const variants = regenerateVariants(options, [], [], { price: '9000', compareAtPrice: '' }).map((row) =>
      row.options.Size === 'M' ? { ...row, price: '7,500.25', compareAtPrice: '8000' } : row,
    );
    const payload = formToPayload(
      productFormSchema('NGN', translate).parse(form({ price: '9000', options, variants })),
      'NGN',
    );
    expect(payload.price).toBe(750_025);
    expect(payload.variants?.map((v) => [v.options?.Size, v.price, v.compareAtPrice])).toEqual([
      ['S', 900_000, null],
      ['M', 750_025, 800_000],
    ]);
  });

  it('keeps a variant’s price and SKU when its option is renamed, and starts new ones at the defaults', () => {
    const before = [{ name: 'Size', values: ['S'] }];
    const rows = regenerateVariants(before, [], [], { price: '100', compareAtPrice: '' }).map((row) => ({
      ...row,
      price: '250',
      sku: 'S-1',
    }));
    const after = [{ name: 'Fit', values: ['S', 'L'] }];
    const next = regenerateVariants(after, rows, before, { price: '100', compareAtPrice: '' });
    expect(next.map((row) => [row.options, row.price, row.sku])).toEqual([
      [{ Fit: 'S' }, '250', 'S-1'],
      [{ Fit: 'L' }, '100', ''],
    ]);
  });

  it('starts the price fields without a bank statement’s trailing zeros, and round-trips them', () => {
    expect(amountToInput(300_000, 'NGN')).toBe('3000');
    expect(amountToInput(1_250_050, 'NGN')).toBe('12500.5');
    expect(amountToInput(1_000_005, 'NGN')).toBe('10000.05');
    expect(amountToInput(0, 'NGN')).toBe('0');
    expect(amountToInput(500, 'JPY')).toBe('500');
    const values = productFormSchema('NGN', translate).parse(
      form({ price: amountToInput(1_250_050, 'NGN') }),
    );
    expect(formToPayload(values, 'NGN').price).toBe(1_250_050);
  });

  it('says what is wrong in the reader’s language (French here)', async () => {
    await setLocale('fr', { save: false });
    try {
      const result = productFormSchema('NGN', translate).safeParse(
        form({ title: ' ', price: 'douze', options: [{ name: '', values: [] }] }),
      );
      const messages = result.success ? [] : result.error.issues.map((i) => i.message);
      expect(messages).toEqual(
        expect.arrayContaining([
          'Le nom est obligatoire.',
          'Saisissez un prix, par exemple 12500 ou 12500.50.',
          'Nommez l’option, par exemple Taille.',
          'Ajoutez au moins une valeur.',
        ]),
      );
    } finally {
      await setLocale('en-NG', { save: false });
    }
  });
});
