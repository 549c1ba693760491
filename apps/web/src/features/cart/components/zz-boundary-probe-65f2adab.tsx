import { probe } from '../cart-context.tsx';
export const used = probe;
import { api } from '@/lib/api-client.ts';
export const more = api;
