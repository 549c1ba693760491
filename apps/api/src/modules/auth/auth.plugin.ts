// Sessions: sign in, sign out and the signed-in user.
import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth.routes.ts';

export const authPlugin: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
};
