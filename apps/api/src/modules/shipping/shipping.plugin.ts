// Shipping options and zones: the checkout's choices and the store admin's editing calls.
import type { FastifyPluginAsync } from 'fastify';
import { adminShippingOptionRoutes } from './shipping-options.admin.routes.ts';
import { publicShippingOptionRoutes } from './shipping-options.public.routes.ts';
import { adminShippingWeightRoutes } from './shipping-weights.admin.routes.ts';
import { adminShippingZoneRoutes } from './shipping-zones.admin.routes.ts';

export const shippingPlugin: FastifyPluginAsync = async (app) => {
  await app.register(publicShippingOptionRoutes);
  await app.register(adminShippingOptionRoutes);
  await app.register(adminShippingZoneRoutes);
  await app.register(adminShippingWeightRoutes);
};
