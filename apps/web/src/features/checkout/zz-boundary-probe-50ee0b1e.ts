import { probe } from '../cart/cart-lines.ts';
export const used = probe;
