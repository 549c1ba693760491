// An amount with its currency as the operator's screens show it: pounds with £, others with their code.
import { formatMoney } from '@storefleet/contracts';

export function billMoney(amount: string, currency: string | null): string {
  return !currency || currency === 'GBP' ? formatMoney(amount) : `${formatMoney(amount, '')} ${currency}`;
}
