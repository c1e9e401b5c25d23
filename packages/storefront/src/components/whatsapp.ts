import { normalisePhone } from '@kasuwa/contracts';

/**
 * A wa.me chat with the store, text prefilled. wa.me wants the international number as digits only, so
 * a number saved the local way (`0803 000 0001`) is normalised first: stripping its non-digits alone
 * would keep the trunk 0 and open a chat with nobody.
 */
export function whatsappLink(number: string, text: string): string {
  const digits = normalisePhone(number)?.slice(1) ?? number.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
