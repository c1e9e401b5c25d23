import { z } from 'zod';
import { normalisePhone, PHONE_HINT } from './phone-number';

export { displayPhone, normalisePhone, PHONE_HINT } from './phone-number';

export const e164PhoneSchema = z
  .string()
  .trim()
  .max(30, PHONE_HINT)
  .transform((value, ctx) => {
    const phone = normalisePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: PHONE_HINT });
      return z.NEVER;
    }
    return phone;
  });
