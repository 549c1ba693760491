import { probe } from './money.ts';
export const used = probe;
