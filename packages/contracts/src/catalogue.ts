// Catalogue shapes shared by the store front and the admin (spec admin §3 products, product_variants),
// one file per part: money in JSON and forms, the store front's products, the product form's fields,
// image files and the admin's products. The names are listed rather than `export *` so what those
// files keep to themselves stays out of the package.
export { moneyInputSchema, moneySchema, optionalMoneyInputSchema } from './money-schemas.ts';
export {
  compareAtPriceInputSchema,
  countInputSchema,
  LOW_STOCK_THRESHOLD_DEFAULT,
  lowStockThresholdInputSchema,
  normalizeOptionStrings,
  PRODUCT_OPTIONS_MAX,
  type ProductFields,
  type ProductFieldsInput,
  productFieldsSchema,
  TRIAL_DAYS_MAX,
  trialDaysInputSchema,
  WEIGHT_GRAMS_MAX,
  weightGramsInputSchema,
} from './product-fields.ts';
export {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_MAX_BYTES,
  imageFileError,
  imageMessages,
} from './product-image-files.ts';
export {
  type StorefrontProduct,
  type StorefrontProductByHandle,
  type StorefrontVariant,
  type SubscriptionInterval,
  storefrontProductByHandleSchema,
  storefrontProductSchema,
  storefrontVariantSchema,
  subscriptionIntervals,
} from './products.ts';
export {
  type AdminProduct,
  type AdminProductListQuery,
  adminProductListQuerySchema,
  adminProductSchema,
  PRODUCT_LIST_MAX,
  type ProductStatusFilter,
  type ProductStockFilter,
  type ProductWeightFilter,
  productDraftInputSchema,
  productStatusFilters,
  productStockFilters,
  productWeightFilters,
  type ReorderProductsInput,
  reorderProductsInputSchema,
} from './products-admin.ts';
