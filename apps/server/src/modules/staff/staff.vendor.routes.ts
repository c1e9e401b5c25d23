import {
  staffInvitationSchema,
  staffInviteSchema,
  staffMemberSchema,
  staffMemberUpdateSchema,
  staffOverviewSchema,
  storeAuditPageSchema,
} from '@kasuwa/contracts';
import { z } from 'zod';
import type { Module } from '../../platform/http';
import { vendorContext } from '../../platform/vendor-scope';
import * as staff from './staff.service';
import { storeAuditPage } from './store-audit';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });
const id = z.coerce.number().int().positive().max(2_147_483_647);
const invitationParams = storeParams.extend({ invitationId: id });
const memberParams = storeParams.extend({ memberId: id });
const security = [{ bearer: [] }];
const staffOnly = { permission: { owner: 'staff' } } as const;

/** The owner's staff screen and activity log, registered in the vendor store scope (app.ts). */
export const staffVendorRoutes: Module = (app, { config }) => {
  const tags = ['staff'];

  app.get(
    '/staff',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Staff members, open invitations and the seats the plan includes (owner only)',
        params: storeParams,
        response: { 200: staffOverviewSchema },
      },
    },
    async (request) => staff.staffOverview(vendorContext(request)),
  );

  app.post(
    '/staff/invitations',
    {
      config: { ...staffOnly, rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
      schema: {
        tags,
        security,
        summary:
          'Invite someone by e-mail or phone with a role (owner only); 403 STAFF_SEATS_EXHAUSTED when the plan has no seat left, 409 when they are already in',
        params: storeParams,
        body: staffInviteSchema,
        response: { 201: staffInvitationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await staff.inviteStaff(vendorContext(request), config, request.body)),
  );

  app.post(
    '/staff/invitations/:invitationId/resend',
    {
      config: { ...staffOnly, rateLimit: { max: 10, timeWindow: 60 * 60_000 } },
      schema: {
        tags,
        security,
        summary:
          'Send an open invitation again with a new link, valid 7 more days (the old link stops working)',
        params: invitationParams,
        response: { 200: staffInvitationSchema },
      },
    },
    async (request) => staff.resendInvitation(vendorContext(request), config, request.params.invitationId),
  );

  app.delete(
    '/staff/invitations/:invitationId',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Cancel an open invitation: its link stops working and the seat is free',
        params: invitationParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await staff.revokeInvitation(vendorContext(request), request.params.invitationId);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/staff/:memberId',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: "Change a member's role (from their next request on)",
        params: memberParams,
        body: staffMemberUpdateSchema,
        response: { 200: staffMemberSchema },
      },
    },
    async (request) => staff.updateMember(vendorContext(request), request.params.memberId, request.body),
  );

  app.delete(
    '/staff/:memberId',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary:
          'Remove a member: their next request in this store is refused; someone left with no store is signed out everywhere',
        params: memberParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await staff.removeMember(vendorContext(request), request.params.memberId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/audit',
    {
      config: { permission: { owner: 'audit_log' } },
      schema: {
        tags,
        security,
        summary: "The store's activity log, newest first: who did what and when (owner only)",
        params: storeParams,
        querystring: z.object({
          cursor: z
            .string()
            .regex(/^\d{1,15}$/, 'Not a cursor this list gave')
            .optional(),
          limit: z.coerce.number().int().min(1).max(100).default(50),
          /** Only this person's entries: the owner's or a member's user id (the staff list's userId). */
          actor: z.coerce.number().int().positive().optional(),
        }),
        response: { 200: storeAuditPageSchema },
      },
    },
    async (request) =>
      storeAuditPage(
        vendorContext(request),
        request.query.cursor,
        request.query.limit,
        request.query.actor ?? null,
      ),
  );
};
