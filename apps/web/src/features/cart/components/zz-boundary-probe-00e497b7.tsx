import { probe } from '@/lib/api-client';
export const used = probe;
