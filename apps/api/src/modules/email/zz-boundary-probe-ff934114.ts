import { probe } from './templates/layout.ts';
export const used = probe;
