// The store front's beacon (ADR 0083): nothing sent when the browser asks not to be tracked; a
// session once per tab and store; the store in the address, only the type in the body.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendFunnelEvent, sessionMarkerKey, trackingRefused } from './beacon.ts';

let sent: Array<{ url: string; body: string }>;
let storage: Map<string, string>;

function browser(privacy: { doNotTrack?: string; globalPrivacyControl?: boolean } = {}) {
  vi.stubGlobal('navigator', {
    ...privacy,
    sendBeacon: (url: string, body: string) => {
      sent.push({ url, body });
      return true;
    },
  });
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
  });
}

beforeEach(() => {
  sent = [];
  storage = new Map();
});
afterEach(() => vi.unstubAllGlobals());

describe('sendFunnelEvent', () => {
  it('sends the step to the store in the address, with only its type in the body', () => {
    browser();
    sendFunnelEvent(7, 'add_to_cart');
    expect(sent).toEqual([{ url: '/api/events?tenantId=7', body: '{"type":"add_to_cart"}' }]);
  });

  it('counts a session once per tab and store', () => {
    browser();
    sendFunnelEvent(7, 'session');
    sendFunnelEvent(7, 'session');
    sendFunnelEvent(8, 'session');
    expect(sent.map((s) => s.url)).toEqual(['/api/events?tenantId=7', '/api/events?tenantId=8']);
    expect(storage.get(sessionMarkerKey(7))).toBe('1');
  });

  it('sends nothing with Do Not Track or Global Privacy Control', () => {
    for (const privacy of [{ doNotTrack: '1' }, { globalPrivacyControl: true }]) {
      browser(privacy);
      expect(trackingRefused()).toBe(true);
      sendFunnelEvent(7, 'product_view');
      sendFunnelEvent(7, 'session');
    }
    expect(sent).toEqual([]);
    browser({ doNotTrack: '0' });
    expect(trackingRefused()).toBe(false);
  });

  it('sends nothing before the store is known, and never throws', () => {
    browser();
    sendFunnelEvent(undefined, 'session');
    expect(sent).toEqual([]);
    vi.stubGlobal('navigator', {
      sendBeacon: () => {
        throw new Error('refused');
      },
    });
    expect(() => sendFunnelEvent(7, 'checkout_started')).not.toThrow();
  });
});
