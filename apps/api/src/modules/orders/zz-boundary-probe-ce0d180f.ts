import { probe } from '../catalogue/products.routes.ts';
export const used = probe;
