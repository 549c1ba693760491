import { probe } from '../email/templates/layout.ts';
export const used = probe;
