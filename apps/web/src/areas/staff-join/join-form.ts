import { staffAcceptSchema } from '@kasuwa/contracts';
import { z } from 'zod';

type Words = (
  key:
    | 'staffJoin.field.passwordShort'
    | 'staffJoin.field.passwordLong'
    | 'staffJoin.field.email'
    | 'staffJoin.field.mismatch',
) => string;

/**
 * The new person's form: a password typed twice and, when the invitation came by SMS, an e-mail they
 * may add for receipts and password resets. Sent as the contract's accept body. Built with the
 * reader's words (the page's `t`), so its messages follow the language.
 */
export function joinFormSchema(t: Words) {
  return z
    .object({
      password: z
        .string()
        .min(8, t('staffJoin.field.passwordShort'))
        .max(128, t('staffJoin.field.passwordLong')),
      confirmPassword: z.string(),
      email: z
        .string()
        .trim()
        .refine((v) => v === '' || z.email().safeParse(v).success, t('staffJoin.field.email')),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: t('staffJoin.field.mismatch'),
    });
}
export type JoinForm = z.infer<ReturnType<typeof joinFormSchema>>;

export function acceptBody(values: JoinForm): z.input<typeof staffAcceptSchema> {
  return staffAcceptSchema.parse({ password: values.password, email: values.email || undefined });
}

/** An invitation sent to a phone number (no @): the e-mail is asked for, optionally. */
export function invitedByPhone(contact: string): boolean {
  return !contact.includes('@');
}
