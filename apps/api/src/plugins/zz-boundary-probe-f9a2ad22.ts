import { probe } from '../lib/errors.ts';
export const used = probe;
import { matchStoreRoute } from './store-routes.ts';
export const more = matchStoreRoute;
