import { probe } from '@storefleet/contracts/app-routes';
export const used = probe;
import { z } from 'zod';
export const more = z;
