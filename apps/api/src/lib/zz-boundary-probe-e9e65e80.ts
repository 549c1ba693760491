import { probe } from '../plugins/errors.ts';
export const used = probe;
