import { probe } from './money';
export const used = probe;
