// A store's team: members, roles and invitations (ADR 0030).
import type { FastifyPluginAsync } from 'fastify';
import { teamRoutes } from './team.routes.ts';

export const teamPlugin: FastifyPluginAsync = async (app) => {
  await app.register(teamRoutes);
};
