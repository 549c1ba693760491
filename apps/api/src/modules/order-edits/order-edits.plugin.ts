// Editing an order before it is sent: the edits call.
import type { FastifyPluginAsync } from 'fastify';
import { orderEditRoutes } from './order-edits.routes.ts';

export const orderEditsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(orderEditRoutes);
};
