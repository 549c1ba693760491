import { probe } from '../modules/email/templates/layout.ts';
export const used = probe;
