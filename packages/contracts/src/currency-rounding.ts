// The rounding rules an owner chooses per currency for converted prices (docs/decisions/0105).
import { z } from 'zod';
import { minorDigits } from './currency-codes.ts';

/**
 * How a converted price is rounded, as the owner chooses per currency:
 * - `exact`: to the currency's minor unit, half up;
 * - `whole`: up to a whole unit (12.01 → 13.00);
 * - `ninety-nine` / `ninety-five`: up to the next price ending in .99 / .95 (12.01 → 12.99);
 * - `tens` / `hundreds`: up to a multiple of 10 / 100 units (for JPY, HUF, ISK and the like).
 * Up, not to nearest: a converted price never undercuts what the owner set in the base currency.
 */
export const roundingRules = ['exact', 'whole', 'ninety-nine', 'ninety-five', 'tens', 'hundreds'] as const;
export type RoundingRule = (typeof roundingRules)[number];
export const roundingRuleSchema = z.enum(roundingRules);

export const roundingRuleLabels: Record<RoundingRule, string> = {
  exact: 'Exact (to the cent)',
  whole: 'Up to a whole unit (13.00)',
  'ninety-nine': 'Up to .99 (12.99)',
  'ninety-five': 'Up to .95 (12.95)',
  tens: 'Up to a multiple of 10',
  hundreds: 'Up to a multiple of 100',
};

/** The smallest amount at or above `minor` that the rule allows, in the currency's minor units. */
export function roundPrice(minor: number, currency: string, rule: RoundingRule): number {
  const unit = 10 ** minorDigits(currency);
  const upTo = (step: number, minus = 0) => Math.ceil((minor + minus) / step) * step - minus;
  switch (rule) {
    case 'exact':
      return minor;
    case 'whole':
      return upTo(unit);
    case 'ninety-nine':
      return unit >= 100 ? upTo(unit, unit / 100) : upTo(unit);
    case 'ninety-five':
      return unit >= 100 ? upTo(unit, (unit / 100) * 5) : upTo(unit);
    case 'tens':
      return upTo(unit * 10);
    case 'hundreds':
      return upTo(unit * 100);
  }
}
