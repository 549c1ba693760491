// The route table lives in @storefleet/contracts/app-routes so that the server knows the same paths
// (a real 404 for any other, apps/api/src/modules/storefront/web.plugin.ts).
export * from '@storefleet/contracts/app-routes';
