import { probe } from '@/features/cart/cart-context.tsx';
export const used = probe;
