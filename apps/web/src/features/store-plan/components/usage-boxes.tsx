// Usage against the plan (spec admin §2 Subscription Management): Products, Monthly Orders and
// Storage Used, each 'of N' or '∞ allowed', counted by the server; a warning as orders near the limit.
import { formatStorageLimit, formatStorageUsed, type PlanUsage } from '@storefleet/contracts';
import type { LucideIcon } from 'lucide-react';
import { HardDrive, Package, ShoppingCart, TriangleAlert } from 'lucide-react';

export function UsageBoxes({ usage }: { usage: PlanUsage }) {
  return (
    <section aria-labelledby="usage-heading" className="space-y-3">
      <h2 id="usage-heading" className="text-lg font-semibold">
        Usage
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <UsageBox icon={Package} label="Products" used={usage.products} limit={usage.limits.maxProducts} />
        <UsageBox
          icon={ShoppingCart}
          label="Monthly Orders"
          used={usage.ordersThisMonth}
          limit={usage.limits.maxOrders}
        />
        <UsageBox
          icon={HardDrive}
          label="Storage Used"
          used={usage.storageBytes / (1024 * 1024)}
          usedText={formatStorageUsed(usage.storageBytes)}
          limit={usage.limits.maxStorage}
          unit=" MB"
          limitText={formatStorageLimit(usage.limits.maxStorage)}
        />
      </div>
      {usage.orderWarning ? (
        <p
          role="status"
          className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {usage.orderWarning}
        </p>
      ) : null}
    </section>
  );
}

type UsageBoxProps = {
  icon: LucideIcon;
  label: string;
  used: number;
  limit: number | null;
  unit?: string;
  /** How the limit reads, when not the number and unit (storage: '1 GB'). */
  limitText?: string;
  /** How the amount used reads, when not the number and unit (storage: '48 KB'). */
  usedText?: string;
};

function UsageBox({ icon: Icon, label, used, limit, unit = '', limitText, usedText }: UsageBoxProps) {
  const share = limit ? Math.min(1, used / limit) : 0;
  return (
    <div className="space-y-2 rounded-xl border bg-background p-4">
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon aria-hidden="true" className="size-4" />
        <h3>{label}</h3>
      </div>
      <p className="text-2xl font-bold tabular-nums">
        {usedText ?? `${used.toLocaleString('en-GB')}${unit}`}
      </p>
      <p className="text-xs text-muted-foreground">
        {limit == null ? '∞ allowed' : `of ${limitText ?? `${limit.toLocaleString('en-GB')}${unit}`} allowed`}
      </p>
      {limit != null ? (
        <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div
            className={share >= 0.8 ? 'h-full bg-amber-500' : 'h-full bg-primary'}
            style={{ width: `${share * 100}%` }}
          />
        </div>
      ) : null}
    </div>
  );
}
