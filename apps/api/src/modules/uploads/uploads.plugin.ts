// Image uploads: the store admin's upload calls, and the public GET /uploads/<key> that serves them.
import type { FastifyPluginAsync } from 'fastify';
import { useStoreAdminScope } from './store-admin-scope.service.ts';
import { uploadFileRoutes, uploadRoutes } from './uploads.routes.ts';

export const uploadsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(uploadFileRoutes);
  await app.register(async (admin) => {
    await useStoreAdminScope(admin, 'products');
    await admin.register(uploadRoutes);
  });
};
