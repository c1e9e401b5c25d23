import { MIN_PASSWORD_LENGTH } from '@kasuwa/contracts';
import { z } from 'zod';

const required = (what: string) => z.string().trim().min(1, `${what} is required`);

/** Registration of a new vendor: the account and the business its first store belongs to. */
export const registerFormSchema = z.object({
  businessName: required('Business name').max(120, 'Business name must be at most 120 characters'),
  firstName: required('First name').max(80, 'First name must be at most 80 characters'),
  lastName: required('Last name').max(80, 'Last name must be at most 80 characters'),
  email: z.string().min(1, 'Email Required').pipe(z.email('Please enter a valid email address')),
  phone: required('Phone number').refine(
    (value) => /^\+?\d{7,15}$/.test(value.replace(/[\s()-]/g, '')),
    'Enter a valid phone number, for example 0803 123 4567 or +234 803 123 4567',
  ),
  password: z
    .string()
    .min(1, 'Password is Required')
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
});
export type RegisterForm = z.infer<typeof registerFormSchema>;
export const REGISTER_FIELDS = registerFormSchema.keyof().options;
