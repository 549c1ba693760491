import { probe } from '../modules/auth/password.service.ts';
export const used = probe;
