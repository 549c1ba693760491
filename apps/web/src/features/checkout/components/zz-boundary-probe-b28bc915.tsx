import { probe } from '../../cart/cart-context.tsx';
export const used = probe;
