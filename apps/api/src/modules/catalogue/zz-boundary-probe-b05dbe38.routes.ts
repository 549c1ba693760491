import { probe } from './products.queries.ts';
export const used = probe;
