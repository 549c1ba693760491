import { probe } from '../cart-context.tsx';
export const used = probe;
import { isAppPath } from '@storefleet/contracts/app-routes';
export const more = isAppPath;
