// Sends one funnel step when a screen shows it (ADR 0083): once for each new `occasion` (a product's
// handle, the store's id…), nothing while it is null or false.
import type { FunnelEventType } from '@storefleet/contracts';
import { useEffect } from 'react';
import { sendFunnelEvent } from './beacon.ts';

export function useFunnelEvent(
  tenantId: number | undefined,
  type: FunnelEventType,
  occasion: string | number | boolean | null | undefined,
): void {
  useEffect(() => {
    if (occasion === null || occasion === undefined || occasion === false) return;
    sendFunnelEvent(tenantId, type);
  }, [tenantId, type, occasion]);
}
