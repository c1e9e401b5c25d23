import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { discountCheck } from './discount-check';
import { translate } from './i18n';

const messagesOf = (value: unknown) => {
  const result = discountCheck(translate).safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the discount form’s check in French', () => {
  beforeEach(() => setLocale('fr', { save: false }));
  afterEach(() => setLocale('en-NG', { save: false }));

  it('keeps the contract’s rules and says each broken one in French, on its field', () => {
    expect(
      messagesOf({ trigger: 'code', code: 'ABC!', type: 'percentage', percent: 10, usageLimit: 0 }),
    ).toEqual({
      code: 'Lettres, chiffres, - et _ seulement.',
      usageLimit: 'La limite d’utilisation est d’au moins 1.',
    });
    expect(
      messagesOf({
        trigger: 'automatic_spend',
        type: 'percentage',
        percent: 120,
        appliesTo: 'products',
      }),
    ).toEqual({
      percent: 'Le pourcentage ne peut pas dépasser 100.',
      minSubtotal: 'Saisissez le montant d’achat minimum.',
      productIds: 'Choisissez au moins un produit.',
    });
    expect(
      messagesOf({
        trigger: 'code',
        code: 'AB',
        type: 'fixed_amount',
        amount: 0,
        appliesTo: 'collections',
        startsAt: '2026-12-02T09:00:00.000Z',
        endsAt: '2026-12-01T09:00:00.000Z',
      }),
    ).toEqual({
      code: 'Un code a de 3 à 40 caractères.',
      amount: 'Saisissez un montant de remise supérieur à zéro.',
      endsAt: 'La fin doit venir après le début.',
      collectionIds: 'Choisissez au moins une collection.',
    });
  });

  it('says a rule it has no words for in general words, never in English or as a key', () => {
    expect(
      messagesOf({
        trigger: 'code',
        code: 'SALLAH',
        type: 'percentage',
        percent: 10,
        title: 'x'.repeat(121),
      }),
    ).toEqual({
      title: 'Vérifiez cette valeur.',
    });
  });

  it('lets a good discount through as the contract reads it', () => {
    const result = discountCheck(translate).safeParse({
      trigger: 'code',
      code: 'sallah',
      type: 'percentage',
      percent: 10,
    });
    expect(result.success && result.data).toMatchObject({ code: 'SALLAH', percent: 10, appliesTo: 'all' });
  });
});
