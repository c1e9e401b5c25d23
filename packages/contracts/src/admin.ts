/*
 * Why this file is over 400 lines: it is the admin API's contract (sign-in, users, stores, store
 * notes, dashboard), zod schemas only, shared by the server and the web app. The sections mirror
 * the admin screens of the spec and are marked by dashed headers; the schemas build on each other
 * (pagination, ids, messages), so one file keeps the admin surface reviewable in one place.
 */
import { z } from 'zod';
import {
  DEFAULT_COUNTRY,
  loginCodeFields,
  MIN_PASSWORD_LENGTH,
  PAGE_WINDOW,
  pageQuerySchema,
} from './common';
import { ROLES } from './roles';
import { subdomainSchema, THEME_IDS } from './stores';

/**
 * The administrator back office (spec 2.11–2.17, 3, 4, 5, 6, 7.1–7.4, 7.12): sign-in, users, stores,
 * store notes, dashboard and audit log. Texts the spec gives are kept word for word.
 */

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const STORE_STATUSES = ['active', 'inactive'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

// ---------------------------------------------------------------- sign-in and session

export const adminLoginSchema = z.object({
  username: z
    .string({ error: 'Username or email is required.' })
    .trim()
    .min(1, 'Username or email is required.')
    .max(254, 'Username or email must be at most 254 characters.'),
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(200, 'Password must be at most 200 characters.'),
  /** Browsers get the refresh token as an httpOnly cookie; API clients ask for it in the body. */
  client: z.enum(['browser', 'api']).default('browser'),
  ...loginCodeFields,
});
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

/** The signed-in administrator as the web keeps it (spec section 3, admin user). */
export const adminProfileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  permissions: z.array(z.string()),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** Login answer (spec section 3): the flat shape, the profile fields beside the tokens. */
export const adminLoginResponseSchema = adminProfileSchema.extend({
  status: z.literal(true),
  message: z.string(),
  accessToken: z.string(),
  /** Only for `client: 'api'`; browsers hold it in an httpOnly cookie. */
  refreshToken: z.string().optional(),
  expiresIn: z.number().int().describe('seconds until the access token expires'),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

export const adminRefreshSchema = z.object({
  refreshToken: z.string().min(1).max(200).optional(),
});

export const adminRefreshResponseSchema = z.object({
  status: z.literal(true),
  accessToken: z.string(),
  refreshToken: z.string().optional(),
  expiresIn: z.number().int(),
  user: adminProfileSchema,
});
export type AdminRefreshResponse = z.infer<typeof adminRefreshResponseSchema>;

export const ENVIRONMENT_LABELS = ['Production', 'Test', 'Staging', 'Development'] as const;
export type EnvironmentLabel = (typeof ENVIRONMENT_LABELS)[number];

/** Public: what the admin header badge shows and whether the demo-credentials panel may show. */
export const adminEnvironmentSchema = z.object({
  environment: z.enum(ENVIRONMENT_LABELS),
  testData: z.boolean(),
});
export type AdminEnvironment = z.infer<typeof adminEnvironmentSchema>;

export interface DemoAdminAccount {
  label: string;
  username: string;
  email: string;
  password: string;
  role: (typeof ROLES)[number];
  firstName: string;
  lastName: string;
}

/**
 * Spec 7.12: demo accounts that exist only in test-data mode (KASUWA_TEST_DATA=1, refused in
 * production). The server seeds them with these passwords and the login page lists them.
 */
export const DEMO_ADMIN_ACCOUNTS: readonly DemoAdminAccount[] = [
  {
    label: 'Super admin',
    username: 'superadmin',
    email: 'superadmin@kasuwa.test',
    password: 'Demo-Super-2026',
    role: 'super_admin',
    firstName: 'Adaeze',
    lastName: 'Okafor',
  },
  {
    label: 'Support',
    username: 'support',
    email: 'support@kasuwa.test',
    password: 'Demo-Support-2026',
    role: 'support_admin',
    firstName: 'Tunde',
    lastName: 'Bakare',
  },
  {
    label: 'Employee 1',
    username: 'employee1',
    email: 'employee1@kasuwa.test',
    password: 'Demo-Employee1-2026',
    role: 'employee_1',
    firstName: 'Chinedu',
    lastName: 'Eze',
  },
  {
    label: 'Employee 2',
    username: 'employee2',
    email: 'employee2@kasuwa.test',
    password: 'Demo-Employee2-2026',
    role: 'employee_2',
    firstName: 'Amina',
    lastName: 'Bello',
  },
  {
    label: 'Employee 3',
    username: 'employee3',
    email: 'employee3@kasuwa.test',
    password: 'Demo-Employee3-2026',
    role: 'employee_3',
    firstName: 'Kwame',
    lastName: 'Mensah',
  },
];

// ---------------------------------------------------------------- lists

/** `status=all` (or nothing) means no filter, as the screens' "all" choice sends it. */
const statusFilter = z
  .enum(['all', 'active', 'inactive'])
  .optional()
  .transform((v) => (v === 'all' ? undefined : v));

const searchFilter = z.string().trim().max(100, 'Search must be at most 100 characters.').optional();

export const adminPaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  limit: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});

/** Pagination info of spec section 3 for a page of `limit` rows out of `total`. */
export function pageInfo(page: number, limit: number, total: number) {
  const totalPages = Math.ceil(total / limit);
  return {
    currentPage: page,
    totalPages,
    limit,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1 && totalPages > 0,
  };
}

/** The page numbers to show: at most `size`, centred on the current page (spec 2.14, section 9). */
export function pageWindow(current: number, totalPages: number, size: number = PAGE_WINDOW): number[] {
  if (totalPages < 1) return [];
  const count = Math.min(size, totalPages);
  const page = Math.min(Math.max(1, current), totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Activity time display (spec section 4): under an hour 'Just now', under a day 'N hours ago', else the date. */
export function activityTimeLabel(timestamp: string | Date, now: number = Date.now()): string {
  const at = new Date(timestamp);
  const hours = Math.floor((now - at.getTime()) / 3_600_000);
  if (hours < 1) return 'Just now';
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  return at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

// ---------------------------------------------------------------- users (spec 2.16, 2.17, 7.1)

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);

const emailText = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .pipe(z.email('Please enter a valid email address').max(254, 'Email must be at most 254 characters.'));

/**
 * Where an account's plan stands, for the back office lists: `free` (never paid), `active` (renews),
 * `cancelling` (ends at the period end), `grace` (a renewal failed; falls to Free at `planUntil`),
 * `ended` (a paid plan ended; back on Free), `by_hand` (a paid plan set by an administrator, no billing).
 */
export const ACCOUNT_PLAN_STATUSES = ['free', 'active', 'cancelling', 'grace', 'ended', 'by_hand'] as const;
export type AccountPlanStatus = (typeof ACCOUNT_PLAN_STATUSES)[number];
const accountPlanStatusFields = {
  /** Present in the users and stores lists, which read every listed account's billing. */
  planStatus: z.enum(ACCOUNT_PLAN_STATUSES).optional(),
  /** When the plan renews (active), ends (cancelling) or falls to Free (grace); null otherwise. */
  planUntil: z.string().nullable().optional(),
};

export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastLogin: z.string().nullable(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  notes: z.string(),
  /** The vendor account's plan (entitlements are read from it); `free` for staff. */
  plan: z.string(),
  ...accountPlanStatusFields,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Every field of the user form; PATCH takes any subset, POST and PUT the whole. */
const userFields = {
  firstName: requiredText('First name', 80),
  lastName: requiredText('Last name', 80),
  email: emailText,
  username: optionalText('Username', 254),
  role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}.` }),
  status: z.enum(USER_STATUSES, { error: 'Status must be active or inactive.' }),
  phone: optionalText('Phone', 30),
  address: optionalText('Address', 200),
  city: optionalText('City', 80),
  state: optionalText('State', 80),
  zip: optionalText('ZIP code', 20),
  country: optionalText('Country', 80),
  notes: optionalText('Notes', 2000),
  /** Sets the sign-in password (staff accounts need one to sign in). */
  password: z
    .string({ error: 'Password must be text.' })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(200, 'Password must be at most 200 characters.'),
};

/** New-user defaults of spec section 5: role user, status active, country Nigeria, other fields empty. */
export const adminUserCreateSchema = z.object({
  firstName: userFields.firstName,
  lastName: userFields.lastName,
  email: userFields.email,
  username: userFields.username.optional(),
  role: userFields.role.default('user'),
  status: userFields.status.default('active'),
  phone: userFields.phone.default(''),
  address: userFields.address.default(''),
  city: userFields.city.default(''),
  state: userFields.state.default(''),
  zip: userFields.zip.default(''),
  country: userFields.country.default(DEFAULT_COUNTRY),
  notes: userFields.notes.default(''),
  password: userFields.password.optional(),
});
export type AdminUserCreateInput = z.input<typeof adminUserCreateSchema>;
export type AdminUserCreate = z.output<typeof adminUserCreateSchema>;

export const adminUserPatchSchema = z.object({
  firstName: userFields.firstName.optional(),
  lastName: userFields.lastName.optional(),
  email: userFields.email.optional(),
  username: userFields.username.optional(),
  role: userFields.role.optional(),
  status: userFields.status.optional(),
  phone: userFields.phone.optional(),
  address: userFields.address.optional(),
  city: userFields.city.optional(),
  state: userFields.state.optional(),
  zip: userFields.zip.optional(),
  country: userFields.country.optional(),
  notes: userFields.notes.optional(),
  password: userFields.password.optional(),
});
export type AdminUserPatch = z.output<typeof adminUserPatchSchema>;

export const adminUserListQuerySchema = pageQuerySchema.extend({
  search: searchFilter,
  status: statusFilter,
  role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}.` }).optional(),
});
export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;

export const adminUserListResponseSchema = z.object({
  status: z.literal(true),
  users: z.array(adminUserSchema),
  pagination: adminPaginationSchema.extend({ totalUsers: z.number().int() }),
});
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

export const adminUserResponseSchema = z.object({ status: z.literal(true), user: adminUserSchema });

export const adminIdParamSchema = z.object({
  id: z.coerce
    .number({ error: 'The id must be a number.' })
    .int('The id must be a whole number.')
    .min(1, 'The id must be 1 or more.')
    .max(2_147_483_647, 'The id is too large.'),
});

export const adminOkResponseSchema = z.object({ status: z.literal(true), message: z.string() });

// ---------------------------------------------------------------- stores (spec 2.14, 2.15, 7.2)

export const storeOwnerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The owner account's plan: what the store may do follows it. */
  plan: z.string(),
  ...accountPlanStatusFields,
});
export type StoreOwner = z.infer<typeof storeOwnerSchema>;

export const storeNoteSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  admin_id: z.number().int(),
  admin_name: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type StoreNote = z.infer<typeof storeNoteSchema>;

/** Spec section 3, Store. The password never leaves the server; `user_id` 0 means no owner. */
export const adminStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  subDomain: z.string(),
  description: z.string(),
  phone: z.string(),
  theme_id: z.number().int(),
  domain_id: z.number().int(),
  sub_domain_id: z.number().int(),
  user_id: z.number().int(),
  preview: z.string(),
  status: z.string(),
  channel_token: z.string().nullable(),
  channelId: z.string().nullable(),
  admin_dashboard: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  user: storeOwnerSchema.nullable(),
  notes_count: z.number().int(),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;

const themeId = z
  .number({ error: 'Theme ID must be a number.' })
  .int('Theme ID must be 1, 2 or 3.')
  .refine((n) => (THEME_IDS as readonly number[]).includes(n), 'Theme ID must be 1, 2 or 3.');

const nonNegativeId = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} must be 0 or more.`)
    .max(2_147_483_647, `${label} is too large.`);

const storeFields = {
  username: requiredText('Username', 100),
  subDomain: subdomainSchema,
  description: requiredText('Description', 500),
  name: optionalText('Store name', 120),
  phone: optionalText('Phone', 30),
  theme_id: themeId,
  domain_id: nonNegativeId('Domain ID'),
  sub_domain_id: nonNegativeId('Sub-domain ID'),
  /** 0 means no owner. */
  user_id: nonNegativeId('User ID'),
  preview: optionalText('Preview image', 200),
  status: z.enum(STORE_STATUSES, { error: 'Status must be active or inactive.' }),
  /** The dialog's Notes field: a new note added with the save, by the signed-in admin. */
  note: optionalText('Note', 2000),
};

/** New-store defaults of spec section 3: empty texts, ids 0, theme 1. */
export const adminStoreCreateSchema = z.object({
  username: storeFields.username,
  subDomain: storeFields.subDomain,
  description: storeFields.description,
  name: storeFields.name.optional(),
  phone: storeFields.phone.default(''),
  theme_id: storeFields.theme_id.default(1),
  domain_id: storeFields.domain_id.default(0),
  sub_domain_id: storeFields.sub_domain_id.default(0),
  user_id: storeFields.user_id.default(0),
  preview: storeFields.preview.default(''),
  status: storeFields.status.default('active'),
  note: storeFields.note.optional(),
});
export type AdminStoreCreateInput = z.input<typeof adminStoreCreateSchema>;
export type AdminStoreCreate = z.output<typeof adminStoreCreateSchema>;

export const adminStorePatchSchema = z.object({
  username: storeFields.username.optional(),
  subDomain: storeFields.subDomain.optional(),
  description: storeFields.description.optional(),
  name: storeFields.name.optional(),
  phone: storeFields.phone.optional(),
  theme_id: storeFields.theme_id.optional(),
  domain_id: storeFields.domain_id.optional(),
  sub_domain_id: storeFields.sub_domain_id.optional(),
  user_id: storeFields.user_id.optional(),
  preview: storeFields.preview.optional(),
  status: storeFields.status.optional(),
  note: storeFields.note.optional(),
});
export type AdminStorePatch = z.output<typeof adminStorePatchSchema>;

export const adminStoreListQuerySchema = pageQuerySchema.extend({
  search: searchFilter,
  status: statusFilter,
  /** An owner's user id. */
  user: z.coerce
    .number({ error: 'User must be a user id.' })
    .int('User must be a user id.')
    .min(1, 'User must be a user id.')
    .max(2_147_483_647, 'User must be a user id.')
    .optional(),
});
export type AdminStoreListQuery = z.output<typeof adminStoreListQuerySchema>;

export const adminStoreListResponseSchema = z.object({
  status: z.literal(true),
  stores: z.array(adminStoreSchema),
  pagination: adminPaginationSchema.extend({ totalStores: z.number().int() }),
});
export type AdminStoreListResponse = z.infer<typeof adminStoreListResponseSchema>;

export const adminStoreResponseSchema = z.object({
  status: z.literal(true),
  store: adminStoreSchema,
  notes: z.array(storeNoteSchema).optional(),
});

export const storeOwnersResponseSchema = z.object({
  status: z.literal(true),
  users: z.array(storeOwnerSchema),
});

export const storeNoteCreateSchema = z.object({ note: requiredText('Note', 2000) });
export const storeNotesResponseSchema = z.object({
  status: z.literal(true),
  notes: z.array(storeNoteSchema),
});
export const storeNoteResponseSchema = z.object({ status: z.literal(true), note: storeNoteSchema });

// ---------------------------------------------------------------- dashboard (spec 2.13, 7.3)

export const dashboardStatsSchema = z.object({
  totalStores: z.number().int(),
  totalUsers: z.number().int(),
  totalThemes: z.number().int(),
  activeStores: z.number().int(),
  inactiveStores: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
export const dashboardStatsResponseSchema = z.object({
  status: z.literal(true),
  stats: dashboardStatsSchema,
});

export const ACTIVITY_TYPES = ['user_registration', 'store_creation', 'admin_change'] as const;
export const activityItemSchema = z.object({
  type: z.enum(ACTIVITY_TYPES),
  message: z.string(),
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
export const activityResponseSchema = z.object({
  status: z.literal(true),
  activities: z.array(activityItemSchema),
});
export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

// ---------------------------------------------------------------- audit log

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  actorRole: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = pageQuerySchema.extend({
  entityType: z.string().trim().max(50).optional(),
  entityId: z.string().trim().max(50).optional(),
  actorId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const auditListResponseSchema = z.object({
  status: z.literal(true),
  entries: z.array(auditEntrySchema),
  pagination: adminPaginationSchema.extend({ totalEntries: z.number().int() }),
});

export const adminPlanChangeSchema = z.object({
  plan: z.enum(['free', 'premium', 'enterprise'], { error: 'Choose free, premium or enterprise.' }),
});
