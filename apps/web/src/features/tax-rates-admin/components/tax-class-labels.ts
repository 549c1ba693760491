// The tax classes' names as the owner reads them (contracts' taxClasses).
import type { TaxClass } from '@storefleet/contracts';

export const classLabels: Record<TaxClass, string> = {
  standard: 'Standard',
  reduced: 'Reduced',
  zero: 'Zero',
};
