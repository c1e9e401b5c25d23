import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { deliveryCheck } from './delivery-check';
import { translate } from './i18n';

const messagesOf = (value: unknown) => {
  const result = deliveryCheck(translate).safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the delivery option form’s check in Hausa', () => {
  beforeEach(() => setLocale('ha', { save: false }));
  afterEach(() => setLocale('en-NG', { save: false }));

  it('says each broken rule in Hausa on its field, a state in two zones by its name', () => {
    expect(
      messagesOf({
        kind: 'by_state',
        name: '',
        zones: [
          { name: 'South-west', states: ['Lagos', 'Ogun'], fee: 150_000 },
          { name: '', states: ['Lagos'], fee: Number.NaN },
        ],
      }),
    ).toEqual({
      name: 'Ku ba hanyar isarwar suna.',
      'zones.1.name': 'Ku ba yankin suna.',
      'zones.1.fee': 'Ku sa adadi.',
    });
    expect(
      messagesOf({
        kind: 'by_state',
        name: 'Courier',
        zones: [
          { name: 'South-west', states: ['Lagos', 'Ogun'], fee: 150_000 },
          { name: 'Lagos island', states: ['Lagos'], fee: 200_000 },
        ],
      }),
    ).toEqual({ 'zones.1.states': 'Lagos tana cikin yankuna biyu.' });
    expect(messagesOf({ kind: 'pickup', name: 'Shop', address: 'Ike', hours: '' })).toEqual({
      address: 'Ku sa adireshin ɗauka.',
      hours: 'Ku sa lokutan buɗewa.',
    });
  });
});
