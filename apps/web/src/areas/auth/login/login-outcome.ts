import {
  loginMessages,
  loginQueryErrors,
  type VendorLoginInput,
  type VendorSession,
  type vendorLoginSchema,
  vendorSessionSchema,
} from '@kasuwa/contracts';
import type { z } from 'zod';
import { ApiError, apiFetch } from '../../../lib/api';

/**
 * What a sign-in attempt ends in, shared by the app's LoginPage and the server-rendered login page's
 * script (static/login-island.ts), so both show the same banners and go to the same place.
 */

/** Spec 9: login messages show for 5 seconds. */
export const BANNER_MS = 5000;

export type LoginOutput = z.output<typeof vendorLoginSchema>;

export interface Banner {
  ok: boolean;
  message: string;
  /** Set when the account exists but its email is not confirmed yet. */
  unconfirmedEmail?: string;
}

export const EMPTY_LOGIN: VendorLoginInput = { email: '', password: '', rememberMe: false };

/** The account is locked: the right password plus the code e-mailed to the owner still gets in. */
export interface CodeChallenge {
  id: string;
  message: string;
}

export type Outcome = { banner?: Banner; session?: VendorSession; challenge?: CodeChallenge };

/**
 * The words an outcome shows that the server does not send: the app passes them in the reader's language
 * (LoginPage); the server-rendered page, drawn in English, keeps these, so its script carries no catalogue.
 */
export interface LoginWords {
  invalid: string;
  failed: string;
  welcome(name: string): string;
  /** The text of a /login?error= code (spec section 8). */
  queryError(code: string): string | undefined;
}

export const ENGLISH_LOGIN_WORDS: LoginWords = {
  invalid: loginMessages.invalidCredentials,
  failed: loginMessages.failed,
  welcome: (name) => `Welcome back, ${name}.`,
  queryError: (code) => loginQueryErrors[code],
};

export async function login(values: LoginOutput, words = ENGLISH_LOGIN_WORDS): Promise<Outcome> {
  try {
    const answer = vendorSessionSchema.safeParse(
      await apiFetch<unknown>('/api/auth/login', { body: values }),
    );
    if (!answer.success || !answer.data.token) {
      return { banner: { ok: false, message: words.invalid } };
    }
    return {
      banner: {
        ok: true,
        message: words.welcome(answer.data.user.firstName || answer.data.user.username),
      },
      session: answer.data,
    };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'LOGIN_CODE_REQUIRED') {
      const id = (error.details as { challengeId?: unknown } | undefined)?.challengeId;
      if (typeof id === 'string') return { challenge: { id, message: error.message } };
    }
    if (error instanceof ApiError && error.code === 'EMAIL_NOT_CONFIRMED') {
      return { banner: { ok: false, message: error.message, unconfirmedEmail: values.email } };
    }
    if (error instanceof ApiError && error.status !== 0 && error.message) {
      return { banner: { ok: false, message: error.message } };
    }
    return { banner: { ok: false, message: words.failed } };
  }
}

/** Spec section 8: the failure banners the store-owner app sends back to /login in the query. */
export function queryBanner(params: URLSearchParams, words = ENGLISH_LOGIN_WORDS): Banner | undefined {
  const errorMessage = params.get('errorMessage');
  const error = params.get('error');
  if (errorMessage) return { ok: false, message: errorMessage };
  if (!error) return undefined;
  return { ok: false, message: words.queryError(error) ?? words.failed };
}

/**
 * Where a signed-in vendor goes: back where they were sent from (a page of this app only, never
 * another site); else a vendor with a store to its dashboard, one without to create one first.
 */
export function afterLoginPath(session: VendorSession, next: string | null): string {
  // '//host' and '/\host' are other sites to a browser; the login page may load them with a full navigation.
  if (next && /^\/(?![/\\])/.test(next)) return next;
  return session.hasStore ? '/dashboard' : '/new-store/modal';
}

/** The link that resends the confirmation e-mail of an address. */
export function verifyEmailPath(email: string): string {
  return `/verify-email/${encodeURIComponent(email)}`;
}
