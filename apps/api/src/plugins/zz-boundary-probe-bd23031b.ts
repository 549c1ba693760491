import { probe } from '../modules/auth/session.service.ts';
export const used = probe;
