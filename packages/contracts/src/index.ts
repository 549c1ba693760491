export * from './auth.ts';
export * from './catalogue.ts';
export * from './errors.ts';
export * from './money.ts';
export * from './tenants.ts';
export * from './variants.ts';
