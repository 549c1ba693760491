// The store front's first-party funnel beacon (ADR 0083): one `navigator.sendBeacon` to
// POST /api/events?tenantId= per step, nothing about the shopper in it. Not sent at all when the
// browser asks not to be tracked (Do Not Track, Global Privacy Control). A session is counted once
// per tab and store: a marker in sessionStorage (not a cookie), gone when the tab closes.
import type { FunnelEventType } from '@storefleet/contracts';

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean; doNotTrack?: string | null };

/** Whether this browser asked not to be tracked. */
export function trackingRefused(nav: PrivacyNavigator = navigator): boolean {
  const windowDnt =
    typeof window === 'undefined' ? undefined : (window as { doNotTrack?: string }).doNotTrack;
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || windowDnt === '1';
}

export const sessionMarkerKey = (tenantId: number) => `storefleet:funnel-session:${tenantId}`;

/** True the first time in this tab for this store, false after (and when storage is refused). */
function firstSessionEvent(tenantId: number): boolean {
  try {
    if (window.sessionStorage.getItem(sessionMarkerKey(tenantId))) return false;
    window.sessionStorage.setItem(sessionMarkerKey(tenantId), '1');
    return true;
  } catch {
    return false;
  }
}

/** Reports one step of the funnel for the store; never throws, never waits. */
export function sendFunnelEvent(tenantId: number | undefined, type: FunnelEventType): void {
  if (
    tenantId === undefined ||
    typeof navigator === 'undefined' ||
    typeof navigator.sendBeacon !== 'function'
  ) {
    return;
  }
  if (trackingRefused()) return;
  if (type === 'session' && !firstSessionEvent(tenantId)) return;
  try {
    // A string goes as text/plain, which every browser's beacon sends; the server reads it as JSON.
    navigator.sendBeacon(`/api/events?tenantId=${tenantId}`, JSON.stringify({ type }));
  } catch {
    // A refused beacon loses one count, never the page.
  }
}
