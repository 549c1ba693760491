import { probe } from '../catalogue/products.service.ts';
export const used = probe;
