import { probe } from '../uploads.service.ts';
export const used = probe;
import { queueEmail } from '../../email/email.service.ts';
import type { Config } from '../../../config/config.ts';
export const more = queueEmail;
export type More = Config;
