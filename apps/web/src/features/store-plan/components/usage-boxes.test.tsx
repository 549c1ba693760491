// Storage Used reads the store's files in bytes: a few small images are '12 KB', not '0 MB'.
import type { PlanUsage } from '@storefleet/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UsageBoxes } from './usage-boxes.tsx';

const usage = (storageBytes: number): PlanUsage => ({
  products: 3,
  ordersThisMonth: 1,
  storageBytes,
  storageMb: storageBytes > 0 ? 0.1 : 0,
  limits: { maxProducts: 50, maxOrders: 500, maxStorage: 1024 },
  orderWarning: null,
});
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('UsageBoxes', () => {
  it('shows 0 MB for a store without files (spec) and the real amount once it has some', () => {
    expect(text(renderToStaticMarkup(<UsageBoxes usage={usage(0)} />))).toContain(
      'Storage Used 0 MB of 1 GB allowed',
    );
    expect(text(renderToStaticMarkup(<UsageBoxes usage={usage(12 * 1024)} />))).toContain(
      'Storage Used 12 KB of 1 GB allowed',
    );
    expect(text(renderToStaticMarkup(<UsageBoxes usage={usage(3.5 * 1024 * 1024)} />))).toContain(
      'Storage Used 3.5 MB of 1 GB allowed',
    );
  });
});
