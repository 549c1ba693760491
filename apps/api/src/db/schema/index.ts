export * from './catalogue.ts';
export * from './content.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './platform.ts';
export * from './rate-limits.ts';
export * from './tenants.ts';
export * from './users.ts';
