import {
  activityQuerySchema,
  activityResponseSchema,
  adminIdParamSchema,
  adminLoginSchema,
  adminOkResponseSchema,
  adminProfileSchema,
  adminStoreListQuerySchema,
  adminStoreListResponseSchema,
  adminStorePatchSchema,
  adminStoreResponseSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserPatchSchema,
  adminUserResponseSchema,
  analyticsQuerySchema,
  dashboardStatsResponseSchema,
  platformOverviewSchema,
  storeNoteCreateSchema,
  storeNoteResponseSchema,
  storeNotesResponseSchema,
} from '@kasuwa/contracts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { deleteUser, listUsers, updateUser } from '../admin-users';
import { platformOverview } from '../analytics';
import { currentAdmin, loginAdmin } from '../auth';
import { planStatuses } from '../billing';
import { dashboardStats, recentActivity } from '../dashboard';
import { storeHasOrders } from '../orders';
import { addStoreNote, adminDeleteStore, adminUpdateStore, listStoreNotes, listStores } from '../stores';
import { type EndpointSchema, type GqlContext, parseArgs, requireAdmin } from './graphql.context';
import { SdlBuilder } from './graphql.sdl';

/**
 * `/api/admin/graphql`, the administrators' endpoint: the sign-in mutation of spec 3 and 7.5 (a current
 * user or an error result), and the back office's lists and overview with the permissions REST asks
 * (admin-permissions.test.ts): users need view_users, stores and their notes view_stores, the
 * dashboard any administrator, the platform's money `all`. Types are written from the REST contracts.
 */

export function adminSchema(): Pick<EndpointSchema, 'sdl'> {
  const b = new SdlBuilder().name(adminProfileSchema, 'AdminProfile');
  const loginArgs = adminLoginSchema.omit({ client: true });
  b.add(
    'LoginResult',
    `"Spec 3: a current user (id, identifier) or an error result (errorCode, message)."
union LoginResult = CurrentUser | LoginError

type CurrentUser {
  id: Int!
  "The username or email the administrator signed in with."
  identifier: String!
  accessToken: String!
  "Exchange it at POST /api/admin/refresh-token (JSON field refreshToken); GraphQL clients send no cookies."
  refreshToken: String!
  "Seconds the access token lasts."
  expiresIn: Int!
  profile: AdminProfile!
}

type LoginError {
  "A code of the error catalogue: INVALID_CREDENTIALS, ACCOUNT_INACTIVE, ADMIN_NOT_FOUND, RATE_LIMITED, LOGIN_CODE_REQUIRED, …"
  errorCode: String!
  message: String!
  details: JSON
}`,
  );
  const q = `type Query {
  "The signed-in administrator and their permissions (REST GET /api/admin/me → user)."
  me: ${b.output(adminProfileSchema, 'AdminProfile')}
  "The overview's stat cards (REST GET /api/admin/dashboard/stats)."
  dashboardStats: ${b.output(dashboardStatsResponseSchema, 'DashboardStatsResponse')}
  "Recent activity (REST GET /api/admin/activity)."
  activity${b.args(activityQuerySchema, 'Activity')}: ${b.output(activityResponseSchema, 'ActivityResponse')}
  "The platform's money, stores and disputes (REST GET /api/admin/analytics/overview); full-rights roles only."
  platformOverview${b.args(analyticsQuerySchema, 'PlatformQuery')}: ${b.output(platformOverviewSchema, 'PlatformOverview')}
  users${b.args(adminUserListQuerySchema, 'UserList')}: ${b.output(adminUserListResponseSchema, 'AdminUserList')}
  stores${b.args(adminStoreListQuerySchema, 'StoreList')}: ${b.output(adminStoreListResponseSchema, 'AdminStoreList')}
  storeNotes(storeId: Int!): ${b.output(storeNotesResponseSchema, 'StoreNotes')}
}`;
  const m = `type Mutation {
  login${b.args(loginArgs, 'Login')}: LoginResult!
  "An internal note on a store (view_stores), as REST POST /api/admin/stores/:id/notes."
  addStoreNote(storeId: Int!, note: String!): ${b.output(storeNoteResponseSchema, 'StoreNoteResponse')}
  "Changes a store (edit_stores), as REST PATCH /api/admin/stores/:id; audited."
  updateStore(id: Int!, patch: ${b.input(adminStorePatchSchema, 'AdminStorePatch')}!): ${b.output(adminStoreResponseSchema, 'AdminStoreResponse')}
  deleteStore(id: Int!): ${b.output(adminOkResponseSchema, 'AdminOk')}
  "Changes a user (edit_users), as REST PATCH /api/admin/users/:id; audited."
  updateUser(id: Int!, patch: ${b.input(adminUserPatchSchema, 'AdminUserPatch')}!): ${b.output(adminUserResponseSchema, 'AdminUserResponse')}
  deleteUser(id: Int!): AdminOk!
}`;
  b.add('Query', q).add('Mutation', m);
  return { sdl: b.sdl() };
}

export function adminResolvers(deps: GqlContext['deps']): Omit<EndpointSchema, 'sdl'> {
  type Args = Record<string, unknown>;
  const env = { tokens: deps.tokens, publicUrl: deps.config.publicUrl };
  const withPlans = async <T extends { id: number; plan: string }>(context: GqlContext, rows: T[]) => {
    const statuses = await planStatuses(context.ctx, rows);
    return rows.map((r) => ({ ...r, ...statuses.get(r.id) }));
  };
  return {
    resolvers: {
      LoginResult: {
        resolveType: (value: { errorCode?: string }) => (value.errorCode ? 'LoginError' : 'CurrentUser'),
      },
      Query: {
        me: (_: unknown, __: Args, context: GqlContext) => {
          const ctx = requireAdmin(context);
          return currentAdmin(ctx, ctx.actor!.id);
        },
        dashboardStats: async (_: unknown, __: Args, context: GqlContext) => ({
          status: true,
          stats: await dashboardStats(requireAdmin(context)),
        }),
        activity: async (_: unknown, args: Args, context: GqlContext) => {
          const ctx = requireAdmin(context);
          const { limit } = parseArgs(activityQuerySchema, args);
          return { status: true, activities: await recentActivity(ctx, limit) };
        },
        platformOverview: (_: unknown, args: Args, context: GqlContext) =>
          platformOverview(requireAdmin(context, 'all'), parseArgs(analyticsQuerySchema, args)),
        users: async (_: unknown, args: Args, context: GqlContext) => {
          const page = await listUsers(
            requireAdmin(context, 'view_users'),
            parseArgs(adminUserListQuerySchema, args),
          );
          return { status: true, ...page, users: await withPlans(context, page.users) };
        },
        stores: async (_: unknown, args: Args, context: GqlContext) => {
          const ctx = requireAdmin(context, 'view_stores');
          const page = await listStores(ctx, parseArgs(adminStoreListQuerySchema, args));
          const owners = await withPlans(
            context,
            page.stores.flatMap((s) => (s.user ? [s.user] : [])),
          );
          const byId = new Map(owners.map((o) => [o.id, o]));
          return {
            status: true,
            ...page,
            stores: page.stores.map((s) => (s.user ? { ...s, user: byId.get(s.user.id) ?? s.user } : s)),
          };
        },
        storeNotes: async (_: unknown, { storeId }: Args, context: GqlContext) => {
          const ctx = requireAdmin(context, 'view_stores');
          const { id } = parseArgs(adminIdParamSchema, { id: storeId });
          return { status: true, notes: await listStoreNotes(ctx, id) };
        },
      },
      Mutation: {
        addStoreNote: async (_: unknown, { storeId, note }: Args, context: GqlContext) => {
          const ctx = requireAdmin(context, 'view_stores');
          const { id } = parseArgs(adminIdParamSchema, { id: storeId });
          const body = parseArgs(storeNoteCreateSchema, { note });
          return { status: true, note: await addStoreNote(ctx, id, body.note) };
        },
        updateStore: async (_: unknown, { id, patch }: Args, context: GqlContext) => {
          const ctx = requireAdmin(context, 'edit_stores');
          const params = parseArgs(adminIdParamSchema, { id });
          return {
            status: true,
            store: await adminUpdateStore(ctx, params.id, parseArgs(adminStorePatchSchema, patch)),
          };
        },
        deleteStore: async (_: unknown, { id }: Args, context: GqlContext) => {
          const ctx = requireAdmin(context, 'delete_stores');
          await adminDeleteStore(ctx, parseArgs(adminIdParamSchema, { id }).id, storeHasOrders);
          return { status: true, message: 'Store deleted.' };
        },
        updateUser: async (_: unknown, { id, patch }: Args, context: GqlContext) => {
          const ctx = requireAdmin(context, 'edit_users');
          const params = parseArgs(adminIdParamSchema, { id });
          return {
            status: true,
            user: await updateUser(ctx, params.id, parseArgs(adminUserPatchSchema, patch)),
          };
        },
        deleteUser: async (_: unknown, { id }: Args, context: GqlContext) => {
          const ctx = requireAdmin(context, 'delete_users');
          await deleteUser(ctx, parseArgs(adminIdParamSchema, { id }).id);
          return { status: true, message: 'User deleted.' };
        },
        login: async (_: unknown, args: Args, context: GqlContext) => {
          const input = parseArgs(adminLoginSchema, args);
          try {
            const session = await loginAdmin(context.ctx, env, { ...input, ip: context.ip });
            return {
              id: session.profile.id,
              identifier: input.username,
              accessToken: session.accessToken,
              refreshToken: session.refresh.token,
              expiresIn: ACCESS_TOKEN_TTL_SECONDS,
              profile: session.profile,
            };
          } catch (err) {
            // Spec 3: an expected refusal is an error result the client shows, not a transport error.
            if (err instanceof AppError && err.statusCode < 500) {
              return { errorCode: err.code, message: err.message, details: err.details ?? null };
            }
            throw err;
          }
        },
      },
    } as unknown as EndpointSchema['resolvers'],
  };
}
