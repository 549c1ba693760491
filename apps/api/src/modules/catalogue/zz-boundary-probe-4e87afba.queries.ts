import { probe } from '../../db/schema/index.ts';
export const used = probe;
