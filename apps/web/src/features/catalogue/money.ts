// Decimal-string prices to whole pence for arithmetic, so a line total is never off by a float.
import { parseMinor } from '@storefleet/contracts';

export function toMinorUnits(amount: string): number {
  return parseMinor(amount) ?? 0;
}
