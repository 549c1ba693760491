// Tenant detail's Store Settings tab: read-only name, domain, status, plan, subscription status.
import { type AdminTenantDetail, subscriptionStateLabels } from '@storefleet/contracts';
import { formatDate } from '@/lib/format-date.ts';

export function TenantSettingsSummary({ tenant }: { tenant: AdminTenantDetail }) {
  const rows: [string, string][] = [
    ['Store Name', tenant.name],
    ['Slug', tenant.slug],
    ['Domain', tenant.domain ?? 'Not set'],
    ['Status', tenant.status.charAt(0).toUpperCase() + tenant.status.slice(1)],
    ['Subscription Plan', tenant.planName ?? tenant.subscriptionPlan],
    ['Subscription Status', subscriptionStateLabels[tenant.subscriptionState]],
    ['Trial Ends', formatDate(tenant.trialEndsAt)],
    ['Subscription Ends', formatDate(tenant.subscriptionEndsAt)],
    ['Colour Template', tenant.colorTemplate],
    ['Created', formatDate(tenant.createdAt)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 py-2 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="space-y-1">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
