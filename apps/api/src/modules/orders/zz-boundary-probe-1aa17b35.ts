import { probe } from '../catalogue/products.service';
export const used = probe;
