import { probe } from '../../app/route-table.ts';
export const used = probe;
