import { probe } from '../cart-context';
export const used = probe;
