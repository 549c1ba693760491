// The catalogue: the store front's product list, and the admin's products, categories, variant
// attributes and variant prices (multipart for product create and update).
import type { FastifyPluginAsync } from 'fastify';
import { useStoreAdminScope } from '../uploads/store-admin-scope.service.ts';
import { categoryRoutes } from './categories.routes.ts';
import type { ImageFetcher } from './product-csv.images.ts';
import { productCsvRoutes } from './product-csv.routes.ts';
import { productPriceRoutes } from './product-prices.routes.ts';
import { productVariantRoutes } from './product-variants.routes.ts';
import { productRoutes } from './products.routes.ts';
import type { LiveSubscriptionCount } from './products.service.ts';
import { storefrontProductRoutes } from './storefront-products.routes.ts';
import { variantAttributeRoutes } from './variant-attributes.routes.ts';

/**
 * `liveSubscriptions`: product-subscriptions' count, checked before a product is deleted;
 * `imageFetcher`: how the CSV import reads images at outside URLs (tests pass their own).
 */
export const cataloguePlugin: FastifyPluginAsync<{
  liveSubscriptions: LiveSubscriptionCount;
  imageFetcher?: ImageFetcher;
}> = async (app, options) => {
  await app.register(storefrontProductRoutes);
  await app.register(async (admin) => {
    await useStoreAdminScope(admin, 'products');
    await admin.register(productCsvRoutes, { imageFetcher: options.imageFetcher });
    await admin.register(productRoutes, { liveSubscriptions: options.liveSubscriptions });
    await admin.register(categoryRoutes);
    await admin.register(variantAttributeRoutes);
    await admin.register(productVariantRoutes);
    await admin.register(productPriceRoutes);
  });
};
