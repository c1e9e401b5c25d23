import { currencySymbol, minorDigits } from '@kasuwa/contracts';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useLocale } from '../../../i18n/i18n';

interface PriceInputProps
  extends Omit<
    NumberInputProps,
    'value' | 'onChange' | 'prefix' | 'suffix' | 'thousandSeparator' | 'decimalSeparator' | 'decimalScale'
  > {
  currency: string;
  /** The amount in major units as typed, without separators ("3000", "12500.5", ""). */
  value: string;
  onChange: (value: string) => void;
}

/**
 * An amount typed and shown the way merchants write it (₦3,000): the currency symbol and thousands
 * separators are display only, the form keeps the bare decimal string so minor units are computed
 * from text, never through floats. A French reader writes amounts as formatMoneyIn shows them to her
 * (12 500,50 ₦): her comma is the decimal point, not a thousands separator that would turn ₦12,500.50
 * into ₦1,250,050; a dot typed out of habit is a decimal point too.
 */
export function PriceInput({ currency, value, onChange, ...props }: PriceInputProps) {
  const digits = minorDigits(currency);
  const french = useLocale() === 'fr';
  const symbol = french && currency === 'NGN' ? '₦' : currencySymbol(currency, french ? 'fr' : 'en-NG');
  return (
    <NumberInput
      {...props}
      value={value}
      prefix={french ? undefined : symbol}
      suffix={french ? `\u00a0${symbol}` : undefined}
      thousandSeparator={french ? '\u202f' : ','}
      decimalSeparator={french ? ',' : '.'}
      allowedDecimalSeparators={french ? [',', '.'] : ['.']}
      decimalScale={digits}
      allowDecimal={digits > 0}
      allowNegative={false}
      hideControls
      inputMode={digits > 0 ? 'decimal' : 'numeric'}
      // react-number-format's unformatted string keeps "12500.50" exact, where onChange gives a float.
      onValueChange={({ value: typed }) => onChange(typed)}
    />
  );
}
