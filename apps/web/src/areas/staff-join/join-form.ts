import { staffAcceptSchema } from '@kasuwa/contracts';
import { z } from 'zod';

/**
 * The new person's form: a password typed twice and, when the invitation came by SMS, an e-mail they
 * may add for receipts and password resets. Sent as the contract's accept body.
 */
export const joinFormSchema = z
  .object({
    password: z.string().min(8, 'Use at least 8 characters').max(128),
    confirmPassword: z.string(),
    email: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || z.email().safeParse(v).success,
        'Enter a valid e-mail address, or leave it empty',
      ),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords are not the same',
  });
export type JoinForm = z.infer<typeof joinFormSchema>;

export function acceptBody(values: JoinForm): z.input<typeof staffAcceptSchema> {
  return staffAcceptSchema.parse({ password: values.password, email: values.email || undefined });
}

/** An invitation sent to a phone number (no @): the e-mail is asked for, optionally. */
export function invitedByPhone(contact: string): boolean {
  return !contact.includes('@');
}
