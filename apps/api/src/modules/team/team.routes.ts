// A store's team (ADR 0030): GET/POST /api/admin/team, PUT/DELETE
// /api/admin/team/{userId}, POST /api/admin/team/invitations/{id}/resend, DELETE
// /api/admin/team/invitations/{id} — owners and super admins only (permission 'team'); and the
// invitation link's two public calls, POST /api/team-invitations/lookup and /accept.
import {
  errorBodySchema,
  idSchema,
  teamInvitationAcceptedSchema,
  teamInvitationAcceptSchema,
  teamInvitationLookupSchema,
  teamInvitationSchema,
  teamInvitationTokenSchema,
  teamInviteInputSchema,
  teamMemberSchema,
  teamMemberUpdateSchema,
  teamSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors, tenantAdminSchema } from '../../lib/route-schemas.ts';
import { createHandler, deleteByIdHandler } from '../../lib/store-admin-handlers.ts';
import {
  cancelInvitation,
  getTeam,
  inviteTeamMember,
  removeTeamMember,
  resendInvitation,
  updateTeamMember,
} from './team.service.ts';
import { acceptTeamInvitation, lookupInvitation } from './team-invitations.service.ts';

const tags = ['team'];
const schema = tenantAdminSchema(tags, adminErrors);
const config = { access: 'storeAdmin', permission: 'team' } as const;
const userParams = z.object({ userId: idSchema('User id') });
const invitationParams = z.object({ id: idSchema('Invitation id') });

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/team',
    {
      config,
      schema: schema({
        summary: "The store's members and its pending invitations (owners only)",
        response: { 200: teamSchema },
      }),
    },
    async (request) => getTeam(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/admin/team',
    {
      config,
      schema: schema({
        summary:
          'Invite someone by e-mail with a role (and, for staff, permissions): a single-use link valid 7 days',
        body: teamInviteInputSchema,
        response: { 201: teamInvitationSchema },
      }),
    },
    createHandler(inviteTeamMember),
  );

  app.put(
    '/api/admin/team/:userId',
    {
      config,
      schema: schema({
        summary: "Change a member's role and permissions (409 when it would leave the store with no owner)",
        params: userParams,
        body: teamMemberUpdateSchema,
        response: { 200: teamMemberSchema },
      }),
    },
    async (request) =>
      updateTeamMember(request.ctx, {
        requestedTenantId: request.query.tenantId,
        userId: request.params.userId,
        input: request.body,
      }),
  );

  app.delete(
    '/api/admin/team/:userId',
    {
      config,
      schema: schema({
        summary: 'Remove a member: their access ends at once (409 for the last owner)',
        params: userParams,
        response: { 204: z.null() },
      }),
    },
    async (request, reply) => {
      await removeTeamMember(request.ctx, {
        requestedTenantId: request.query.tenantId,
        userId: request.params.userId,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/team/invitations/:id/resend',
    {
      config,
      schema: schema({
        summary: 'Send the invitation again with a new link (the old one stops working) valid 7 more days',
        params: invitationParams,
        response: { 200: teamInvitationSchema },
      }),
    },
    async (request) =>
      resendInvitation(request.ctx, { requestedTenantId: request.query.tenantId, id: request.params.id }),
  );

  app.delete(
    '/api/admin/team/invitations/:id',
    {
      config,
      schema: schema({
        summary: 'Revoke a pending invitation: its link stops working',
        params: invitationParams,
        response: { 204: z.null() },
      }),
    },
    deleteByIdHandler(cancelInvitation),
  );

  app.post(
    '/api/team-invitations/lookup',
    {
      config: { rateLimit: 'account-tokens' },
      schema: {
        tags,
        summary: 'What an invitation link offers: the store, the address and the role (400 when unusable)',
        body: teamInvitationTokenSchema,
        response: { 200: teamInvitationLookupSchema, 400: errorBodySchema },
      },
    },
    async (request) => lookupInvitation(request.ctx, request.body.token),
  );

  app.post(
    '/api/team-invitations/accept',
    {
      config: { rateLimit: 'account-tokens' },
      schema: {
        tags,
        summary:
          'Accept an invitation: signed in, as that account; otherwise with a password for the invited address (409 when that address already has an account with a password: sign in first)',
        body: teamInvitationAcceptSchema,
        response: { 200: teamInvitationAcceptedSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => acceptTeamInvitation(request.ctx, request.body),
  );
};
