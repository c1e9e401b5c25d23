import { MIN_PASSWORD_LENGTH } from '@kasuwa/contracts';
import { z } from 'zod';

/** Spec section 5, shop login: the messages are kept word for word. */
export const loginFormSchema = z.object({
  email: z.string().min(1, 'Email Required').pipe(z.email('Please enter a valid email address')),
  password: z
    .string()
    .min(1, 'Password is Required')
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
  rememberMe: z.boolean(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** The part of POST /api/auth/login's answer this page reads. */
export const loginAnswerSchema = z.looseObject({
  accessToken: z.string().min(1).optional(),
  message: z.string().optional(),
});

/** Spec section 8: failure banners the store-owner app sends back to /login in the query. */
const QUERY_ERRORS: Record<string, string> = {
  no_token: 'Authentication failed: No token received.',
  authentication_failed: 'Authentication failed: Invalid credentials or permissions.',
  network_error: 'Network error during authentication. Please try again.',
};

export function queryErrorMessage(params: URLSearchParams): string | undefined {
  const error = params.get('error');
  const errorMessage = params.get('errorMessage');
  if (errorMessage) return errorMessage;
  if (!error) return undefined;
  return QUERY_ERRORS[error] ?? 'Login failed. Please try again.';
}
