import { currencySymbol, minorDigits } from '@kasuwa/contracts';
import { NumberInput, type NumberInputProps } from '@mantine/core';

interface PriceInputProps
  extends Omit<NumberInputProps, 'value' | 'onChange' | 'prefix' | 'thousandSeparator' | 'decimalScale'> {
  currency: string;
  /** The amount in major units as typed, without separators ("3000", "12500.5", ""). */
  value: string;
  onChange: (value: string) => void;
}

/**
 * An amount typed and shown the way merchants write it (₦3,000): the currency symbol and thousands
 * separators are display only, the form keeps the bare decimal string so minor units are computed
 * from text, never through floats.
 */
export function PriceInput({ currency, value, onChange, ...props }: PriceInputProps) {
  const digits = minorDigits(currency);
  return (
    <NumberInput
      {...props}
      value={value}
      prefix={currencySymbol(currency)}
      thousandSeparator=","
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
