import { z } from 'zod';
import { loginCodeFields, MIN_PASSWORD_LENGTH } from './common';
import { DEFAULT_LOCALE, localeSchema } from './locales';
import { loginMessages, resetMessages } from './messages';
import { storeAccessSchema } from './staff';
import { subdomainSchema, TEMPLATE_CATEGORIES, THEME_IDS } from './stores';

/**
 * Vendor accounts, public contact, newsletter and error reports. The web forms and the server validate
 * with these same schemas; the messages are those of spec section 5 where it gives them.
 */

/** Lower-cased and trimmed, as the login form does while the user types (spec 2.3). */
function emailField(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .pipe(z.email(invalidMessage).max(254, 'Email must be at most 254 characters.'));
}

/** The error query parameters of /login (spec section 8). */
export const loginQueryErrors: Record<string, string> = {
  no_token: 'Authentication failed: No token received.',
  authentication_failed: 'Authentication failed: Invalid credentials or permissions.',
  network_error: 'Network error during authentication. Please try again.',
};

const passwordField = z
  .string({ error: loginMessages.passwordRequired })
  .min(1, loginMessages.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, loginMessages.passwordShort)
  .max(200, 'Password must be at most 200 characters.');

export const vendorLoginSchema = z.object({
  email: emailField(loginMessages.emailRequired, loginMessages.emailInvalid),
  password: passwordField,
  rememberMe: z.boolean().default(false),
  ...loginCodeFields,
});
export type VendorLoginInput = z.input<typeof vendorLoginSchema>;

export const vendorUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  businessName: z.string(),
  phone: z.string(),
  plan: z.string(),
  emailVerified: z.boolean(),
  /** The language the dashboard speaks to her (issue 33), chosen on sign-up or from the account menu. */
  locale: localeSchema,
});
export type VendorUser = z.infer<typeof vendorUserSchema>;

/** Shop-owner login answer (spec section 3): success, token, hasStore, plus the user for the navbar. */
export const vendorSessionSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  hasStore: z.boolean(),
  user: vendorUserSchema,
});
export type VendorSession = z.infer<typeof vendorSessionSchema>;

const personName = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(80, `${label} must be at most 80 characters.`);

export const registerSchema = z.object({
  businessName: z
    .string({ error: 'Business name is required.' })
    .trim()
    .min(2, 'Business name must be at least 2 characters.')
    .max(120, 'Business name must be at most 120 characters.'),
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailField(loginMessages.emailRequired, loginMessages.emailInvalid),
  phone: z
    .string({ error: 'Phone number is required.' })
    .trim()
    .min(1, 'Phone number is required.')
    .regex(/^\+?[0-9][0-9 ()-]{6,18}[0-9]$/, 'Please enter a valid phone number, e.g. 0803 123 4567.'),
  password: passwordField,
  /** The sign-up form's language picker (the browser's language among LOCALES by default). */
  locale: localeSchema.default(DEFAULT_LOCALE),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const registerResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  email: z.string(),
});

export const confirmEmailSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  email: emailField('Email Required', 'Please enter a valid email!'),
  token: z.string().trim().min(1, 'Token is required.').max(200),
});

export const emailOnlySchema = z.object({
  email: emailField('Email Required', 'Please enter a valid email!'),
});
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;

export const forgotPasswordMessage =
  'If an account exists for this email, we have sent a link to reset your password. Check your inbox (and spam folder).';

export const resetTokenQuerySchema = z.object({
  email: emailField('Email Required', 'Please enter a valid email!'),
  token: z.string().trim().min(1, 'Token is required.').max(200),
});

/** The form of spec 2.5; the server checks the same rules and the token again. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: z
      .string({ error: resetMessages.newPassword })
      .min(MIN_PASSWORD_LENGTH, resetMessages.newPassword)
      .max(200, 'Password must be at most 200 characters.'),
    confirmPassword: z
      .string({ error: resetMessages.confirmShort })
      .min(MIN_PASSWORD_LENGTH, resetMessages.confirmShort)
      .max(200, 'Password must be at most 200 characters.'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: resetMessages.mismatch,
  });

export const resetPasswordSchema = z
  .object({
    email: emailField('Email Required', 'Please enter a valid email!'),
    token: z.string().trim().min(1, 'Token is required.').max(200),
    newPassword: z
      .string({ error: resetMessages.newPassword })
      .min(MIN_PASSWORD_LENGTH, resetMessages.newPassword)
      .max(200, 'Password must be at most 200 characters.'),
    confirmPassword: z
      .string({ error: resetMessages.confirmShort })
      .min(MIN_PASSWORD_LENGTH, resetMessages.confirmShort)
      .max(200, 'Password must be at most 200 characters.'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: resetMessages.mismatchServer,
  });

export const statusMessageSchema = z.object({ status: z.boolean(), message: z.string() });
export type StatusMessage = z.infer<typeof statusMessageSchema>;

/** A confirmed address signs its vendor in: the answer carries the session, as a login's does. */
export const confirmEmailResponseSchema = statusMessageSchema.extend({
  session: vendorSessionSchema.optional(),
});

export const meResponseSchema = z.object({ user: vendorUserSchema, hasStore: z.boolean() });
/** The account menu's Language: the only field of her account a vendor changes on its own. */
export const updateLocaleSchema = z.object({ locale: localeSchema });
export type UpdateLocaleInput = z.infer<typeof updateLocaleSchema>;
export const accessTokenResponseSchema = z.object({ token: z.string() });

// ---------------------------------------------------------------- stores of the signed-in vendor

export const createStoreSchema = z.object({
  name: z
    .string({ error: 'Store name is required.' })
    .trim()
    .min(2, 'Store name must be at least 2 characters.')
    .max(80, 'Store name must be at most 80 characters.'),
  subdomain: subdomainSchema,
  templateCategory: z.enum(TEMPLATE_CATEGORIES, { error: 'Choose a template category.' }),
  themeId: z.coerce
    .number()
    .int()
    .refine((n) => (THEME_IDS as readonly number[]).includes(n), 'Choose one of the three themes.'),
  description: z.string().trim().max(500, 'Description must be at most 500 characters.').default(''),
});
export type CreateStoreInput = z.input<typeof createStoreSchema>;

export const vendorStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subdomain: z.string(),
  templateCategory: z.string(),
  themeId: z.number().int(),
  status: z.string(),
  url: z.string(),
  createdAt: z.string(),
  /** The signed-in user's place in the store: owner, or a staff member's role and permissions. */
  access: storeAccessSchema,
});
export type VendorStore = z.infer<typeof vendorStoreSchema>;
export const vendorStoresResponseSchema = z.object({ stores: z.array(vendorStoreSchema) });

export const subdomainAvailabilitySchema = z.object({
  subdomain: z.string(),
  available: z.boolean(),
  reason: z.enum(['empty', 'too_long', 'invalid', 'reserved', 'taken']).optional(),
  message: z.string().optional(),
});
export type SubdomainAvailability = z.infer<typeof subdomainAvailabilitySchema>;

// ---------------------------------------------------------------- contact, newsletter, error reports

export const contactMessages = {
  success: 'Successfully! Your message was sent. One of our support agent would contact you soon...!!!',
  failure:
    'Failed! Your message was not sent. Please Call our mobile or send us an SMS..!! Alternatively, you can visit our FAQ',
} as const;

export const contactSchema = z.object({
  name: z
    .string({ error: 'Your name is required.' })
    .trim()
    .min(1, 'Your name is required.')
    .max(120, 'Your name must be at most 120 characters.'),
  email: emailField('Your email is required.', 'Please enter a valid email address'),
  subject: z.string().trim().max(200, 'Subject must be at most 200 characters.').default(''),
  message: z
    .string({ error: 'Your message is required.' })
    .trim()
    .min(1, 'Your message is required.')
    .max(5000, 'Your message must be at most 5000 characters.'),
});
export type ContactInput = z.input<typeof contactSchema>;

export const newsletterSubscribeSchema = z.object({
  fullName: z
    .string({ error: 'Full name is required.' })
    .trim()
    .min(1, 'Full name is required.')
    .max(120, 'Full name must be at most 120 characters.'),
  email: emailField('Email is required.', 'Please enter a valid email address'),
  phone: z
    .string()
    .trim()
    .max(20, 'Phone number must be at most 20 characters.')
    .refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{6,18}[0-9]$/.test(v), 'Please enter a valid phone number.')
    .default(''),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

export const newsletterMessages = {
  pending: 'Almost done! We have sent you an email: click the link in it to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. Welcome to the Kasuwa newsletter!',
  unsubscribed: 'You have been unsubscribed. You will not receive the Kasuwa newsletter any more.',
  invalidLink: 'This link is not valid or has already been used.',
} as const;

export const newsletterTokenSchema = z.object({
  token: z.string().trim().min(1, 'Token is required.').max(200),
});

/** Error object of the login-error page (spec section 3). */
export const reportedErrorSchema = z
  .object({
    message: z.string().max(2000).default(''),
    code: z.string().max(100).default('UNKNOWN'),
    timestamp: z.string().max(100).optional(),
    userAgent: z.string().max(500).optional(),
    url: z.string().max(2000).optional(),
    stack: z.string().max(5000).optional(),
    email: z.string().max(254).optional(),
    storeId: z.union([z.string().max(50), z.number()]).optional(),
    tokenExp: z.union([z.string().max(100), z.number()]).optional(),
    shopBackendCode: z.string().max(100).optional(),
    shopBackendMessage: z.string().max(2000).optional(),
    source: z.string().max(200).optional(),
  })
  .strip();
export type ReportedError = z.infer<typeof reportedErrorSchema>;

export const errorReportSchema = z.object({
  errorId: z.string().trim().min(1, 'errorId is required.').max(100),
  error: reportedErrorSchema,
  userMessage: z.string().trim().max(2000, 'Your description must be at most 2000 characters.').default(''),
  timestamp: z.string().trim().max(100).default(''),
});
export type ErrorReportInput = z.input<typeof errorReportSchema>;

export const errorReportMessages = {
  thanks: 'Thank you! Your error report has been sent to our development team.',
} as const;

export const errorReportRecordSchema = z.object({
  id: z.number().int(),
  errorId: z.string(),
  error: reportedErrorSchema,
  userMessage: z.string(),
  reportedAt: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
});
export type ErrorReportRecord = z.infer<typeof errorReportRecordSchema>;

export const errorReportsResponseSchema = z.object({
  reports: z.array(errorReportRecordSchema),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalReports: z.number().int(),
    hasNextPage: z.boolean(),
    hasPrevPage: z.boolean(),
  }),
});
