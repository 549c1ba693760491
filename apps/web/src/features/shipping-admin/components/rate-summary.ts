// A rate in words for the zones' lists (docs/decisions/0100).
import { type AdminShippingOption, formatMoney } from '@storefleet/contracts';

/** "Flat £3.99", "By weight: up to 1000 g £9.50, then £24.00", "free from £150.00". */
export function rateSummary(option: AdminShippingOption): string {
  const money = (amount: string) => (Number(amount) === 0 ? 'Free' : formatMoney(amount));
  const free = option.freeAbove ? `, free from ${formatMoney(option.freeAbove)}` : '';
  if (option.rateKind === 'flat')
    return `${Number(option.cost) === 0 ? 'Free' : `Flat ${formatMoney(option.cost)}`}${free}`;
  const unit = (upTo: string) => (option.rateKind === 'weight' ? `${upTo} g` : formatMoney(upTo));
  const bands = option.bands
    .map((band) =>
      band.upTo === null ? `then ${money(band.cost)}` : `up to ${unit(band.upTo)} ${money(band.cost)}`,
    )
    .join(', ');
  return `${option.rateKind === 'weight' ? 'By weight' : 'By order value'}: ${bands}${free}`;
}
