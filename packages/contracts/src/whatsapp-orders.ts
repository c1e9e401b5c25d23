import { z } from 'zod';

/**
 * "Order on WhatsApp" (issue 30): a shopper's cart recorded under a short code and sent to the store's
 * WhatsApp with the code; the vendor turns the code into a prefilled sale. Codes are 6 characters of an
 * alphabet without look-alikes (no 0/O, 1/I/L), unique in their store, and last 30 days.
 */
export const WHATSAPP_ORDER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const WHATSAPP_ORDER_CODE_LENGTH = 6;
export const WHATSAPP_ORDER_DAYS = 30;

const codeChars = `[${WHATSAPP_ORDER_CODE_ALPHABET}]{${WHATSAPP_ORDER_CODE_LENGTH}}`;
const codePattern = new RegExp(`^${codeChars}$`);

/** A code as people type or paste it (case, spaces and dashes do not matter), or null when it is none. */
export function normaliseWhatsAppCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return codePattern.test(code) ? code : null;
}

/** The code in a pasted WhatsApp message ("… Order code: K7QM2X …"), or null when it holds none. */
export function whatsAppCodeInText(text: string): string | null {
  const labelled = new RegExp(`code[^A-Za-z0-9]{0,5}(${codeChars})\\b`, 'i').exec(text.toUpperCase());
  if (labelled) return labelled[1] ?? null;
  return normaliseWhatsAppCode(text);
}

export const whatsAppCodeParamSchema = z
  .string()
  .trim()
  .max(20)
  .transform((value, ctx) => {
    const code = normaliseWhatsAppCode(value);
    if (!code) {
      ctx.addIssue({ code: 'custom', message: 'A WhatsApp order code has 6 letters and digits.' });
      return z.NEVER;
    }
    return code;
  });

export const whatsAppOrderLineSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  title: z.string(),
  variantTitle: z.string(),
  quantity: z.number().int(),
  /** In minor units of `currency`, as the shopper saw it when they sent the cart. */
  unitPrice: z.number().int(),
});
export type WhatsAppOrderLine = z.infer<typeof whatsAppOrderLineSchema>;

export const whatsAppOrderSchema = z.object({
  code: z.string(),
  items: z.array(whatsAppOrderLineSchema),
  currency: z.string(),
  total: z.number().int(),
  /** Unknown on the storefront (the cart has no phone): null until a later version asks for it. */
  customerPhone: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type WhatsAppOrder = z.infer<typeof whatsAppOrderSchema>;
