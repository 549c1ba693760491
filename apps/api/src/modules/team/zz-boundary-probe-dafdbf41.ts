import { probe } from '../email/email-templates.service.ts';
export const used = probe;
import { AppError } from '../../lib/errors.ts';
import { readSessionToken } from '../../plugins/request-context.ts';
export const more = [AppError, readSessionToken];
