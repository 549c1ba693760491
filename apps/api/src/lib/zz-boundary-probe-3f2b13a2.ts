import { probe } from './errors.ts';
export const used = probe;
