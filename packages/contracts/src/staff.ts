import { z } from 'zod';

/**
 * Staff accounts (issue 34): people an owner lets into one store with a role. The permission list is
 * fixed; a role is a named set of it. What no permission can grant (money out of the store, bank
 * accounts, the plan, staff, deleting the store) stays the owner's alone: `OWNER_ONLY` names it so
 * screens can say so.
 */
export const STAFF_PERMISSIONS = [
  'products.read', // see products, collections, stock
  'products.write', // create, edit, publish, delete products and collections, import CSV
  'inventory.write', // adjust stock
  'orders.read', // see orders and their timeline
  'orders.fulfil', // confirm, ship, deliver, cancel unpaid orders, mark paid outside Kasuwa
  'orders.refund', // refund a paid order (money back to the buyer)
  'sales.record', // New sale, WhatsApp carts, pay links
  'customers.read', // see customers
  'customers.write', // add, edit, tag, import customers
  'discounts.manage', // discount codes, automatic discounts, delivery options
  'invoices.manage', // invoices, receipts, credit notes
  'marketing.manage', // campaigns, messages to customers, connected apps, product feeds
  'analytics.read', // the overview's figures and reports
  'money.read', // the Money page: balance, escrow, ledger, payouts list (not requesting one)
  'settings.manage', // store settings, theme, domain, webhooks, notification choices, payment providers
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];
export const staffPermissionSchema = z.enum(STAFF_PERMISSIONS);

/**
 * Each permission as the end of "Your role does not let you …" (STAFF_PERMISSION_REQUIRED) and "Only the
 * store owner can …" (STAFF_OWNER_ONLY): what a member reads when a screen or request is refused.
 */
export const STAFF_PERMISSION_ACTIONS: Record<StaffPermission, string> = {
  'products.read': 'see products and stock',
  'products.write': 'change products and collections',
  'inventory.write': 'adjust stock',
  'orders.read': 'see orders',
  'orders.fulfil': 'confirm, ship or cancel orders',
  'orders.refund': 'refund orders',
  'sales.record': 'record sales',
  'customers.read': 'see customers',
  'customers.write': 'change customers',
  'discounts.manage': 'manage discounts and delivery options',
  'invoices.manage': 'manage invoices and receipts',
  'marketing.manage': 'run campaigns and connected apps',
  'analytics.read': 'see sales figures and reports',
  'money.read': 'see the Money page',
  'settings.manage': 'change store settings',
};

export const OWNER_ONLY_ACTIONS: Record<(typeof OWNER_ONLY)[number], string> = {
  payouts: 'request payouts',
  bank_accounts: 'see or change bank accounts',
  plan: 'change the plan',
  staff: 'manage staff',
  store_deletion: 'delete the store',
  audit_log: 'see the activity log',
};

/**
 * What a vendor-store route needs: a permission; any one of several (a screen that serves two roles,
 * such as delivery options, read by New sale and managed with discounts); `member`, anyone who works
 * in the store (its name and currency, which every screen shows); or one of the owner's own areas.
 */
export type StoreRouteAccess =
  | StaffPermission
  | readonly StaffPermission[]
  | 'member'
  | { owner: (typeof OWNER_ONLY)[number] };

/** Whether a member holding `held` may use a route that needs `need` (the owner may use every route). */
export function grants(held: readonly StaffPermission[], need: StoreRouteAccess): boolean {
  if (need === 'member') return true;
  if (typeof need === 'string') return held.includes(need);
  if (Array.isArray(need)) return need.some((p) => held.includes(p));
  return false;
}

export const STAFF_ROLES = ['manager', 'sales', 'stock', 'custom'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The preset roles; `custom` carries its own list. */
export const ROLE_PERMISSIONS: Record<Exclude<StaffRole, 'custom'>, readonly StaffPermission[]> = {
  // Everything but money out, the plan and staff (those are owner-only, not permissions at all).
  manager: STAFF_PERMISSIONS.filter((p) => p !== 'orders.refund'),
  sales: [
    'sales.record',
    'orders.read',
    'orders.fulfil',
    'customers.read',
    'customers.write',
    'products.read',
  ],
  stock: ['products.read', 'products.write', 'inventory.write'],
};

/** What stays with the owner whatever the role: said on the staff screen. */
export const OWNER_ONLY = [
  'payouts',
  'bank_accounts',
  'plan',
  'staff',
  'store_deletion',
  'audit_log',
] as const;

export function permissionsOfRole(
  role: StaffRole,
  custom: readonly StaffPermission[] = [],
): StaffPermission[] {
  return role === 'custom'
    ? STAFF_PERMISSIONS.filter((p) => custom.includes(p))
    : [...ROLE_PERMISSIONS[role]];
}

/** Whose a store is to the signed-in user: its owner (everything) or a member with permissions. */
export const storeAccessSchema = z.object({
  role: z.enum(['owner', ...STAFF_ROLES]),
  /** Every permission for the owner. */
  permissions: z.array(staffPermissionSchema),
});
export type StoreAccess = z.infer<typeof storeAccessSchema>;

export const staffInviteSchema = z
  .object({
    /** An e-mail address or a Nigerian phone number in any usual format. */
    contact: z.string().trim().min(3).max(254),
    name: z.string().trim().min(1).max(100),
    role: z.enum(STAFF_ROLES),
    /** Only for `custom`: at least one. */
    permissions: z.array(staffPermissionSchema).max(STAFF_PERMISSIONS.length).default([]),
  })
  .refine((v) => v.role !== 'custom' || v.permissions.length > 0, {
    path: ['permissions'],
    message: 'Choose at least one thing this person may do',
  });
export type StaffInvite = z.infer<typeof staffInviteSchema>;

export const staffMemberUpdateSchema = z
  .object({ role: z.enum(STAFF_ROLES), permissions: z.array(staffPermissionSchema).default([]) })
  .refine((v) => v.role !== 'custom' || v.permissions.length > 0, {
    path: ['permissions'],
    message: 'Choose at least one thing this person may do',
  });
export type StaffMemberUpdate = z.infer<typeof staffMemberUpdateSchema>;

export const staffMemberSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(staffPermissionSchema),
  joinedAt: z.iso.datetime(),
  lastActiveAt: z.iso.datetime().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact: z.string(),
  channel: z.enum(['email', 'sms']),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(staffPermissionSchema),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** GET /api/vendor/stores/:storeId/staff (owner only). */
export const staffOverviewSchema = z.object({
  /** Seats used counts members and open invitations; limit null = unlimited, 0 = the plan has none. */
  seats: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
  members: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
});
export type StaffOverview = z.infer<typeof staffOverviewSchema>;

/** GET /api/staff-invitations/:token (public): what the invited person sees before accepting. */
export const staffInvitationPreviewSchema = z.object({
  storeName: z.string(),
  ownerName: z.string(),
  name: z.string(),
  contact: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(staffPermissionSchema),
  /** The contact already has a Kasuwa account: accept by signing in, not by choosing a password. */
  existingAccount: z.boolean(),
});
export type StaffInvitationPreview = z.infer<typeof staffInvitationPreviewSchema>;

/**
 * POST /api/staff-invitations/:token/accept: a new person chooses a password (and gives an e-mail when
 * invited by phone, optional); someone with an account accepts while signed in (empty body, bearer token).
 * Answers like sign-in (tokens, user) so the web app goes straight to the store.
 */
export const staffAcceptSchema = z.object({
  password: z.string().min(8).max(128).optional(),
  email: z.email().optional(),
});
export type StaffAccept = z.infer<typeof staffAcceptSchema>;

/** GET /api/vendor/stores/:storeId/audit (owner only): the store's audit log, newest first. */
export const storeAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actorName: z.string(),
  actorRole: z.enum(['owner', ...STAFF_ROLES, 'system']),
  /** A sentence in the owner's words: "Recorded sale #1042", "Changed the price of Ankara dress". */
  summary: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
});
export const storeAuditPageSchema = z.object({
  entries: z.array(storeAuditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type StoreAuditEntry = z.infer<typeof storeAuditEntrySchema>;
