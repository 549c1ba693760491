// The audit log (ADR 0031): its read endpoint. The recording hooks are registered on the app itself
// (registerAuditLog in app.ts), before any route, so they see every admin write.
import type { FastifyPluginAsync } from 'fastify';
import { auditLogRoutes } from './audit-log.routes.ts';

export const auditLogPlugin: FastifyPluginAsync = async (app) => {
  await app.register(auditLogRoutes);
};
