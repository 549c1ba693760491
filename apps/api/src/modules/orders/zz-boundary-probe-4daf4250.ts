import { probe } from '../catalogue/products.queries.ts';
export const used = probe;
