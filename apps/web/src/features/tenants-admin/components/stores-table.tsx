// The Customer Stores table (spec admin §2 Super Admin Dashboard): Store Name, Domain, Plan,
// Status, Created, Actions (view the store front, details, edit, manage its products).
import type { AdminTenant } from '@storefleet/contracts';
import { ExternalLink, Pencil, Settings2 } from 'lucide-react';
import { Link } from 'wouter';
import { StoreStatusBadge, SubscriptionStateBadge } from '@/components/store-status-badges.tsx';
import { TableColumns, TableRowHeader } from '@/components/table-parts.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table.tsx';
import { formatDate } from '@/lib/format-date.ts';

type StoresTableProps = {
  tenants: AdminTenant[];
  onEdit: (tenant: AdminTenant) => void;
};

export function StoresTable({ tenants, onEdit }: StoresTableProps) {
  if (tenants.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
        No stores found.
      </p>
    );
  }
  return (
    <div className="rounded-lg border bg-background">
      <Table className="min-w-[760px]">
        <TableColumns titles={['Store Name', 'Domain', 'Plan', 'Status', 'Created']} actions="Actions" />
        <TableBody>
          {tenants.map((tenant) => (
            <TableRow key={tenant.id}>
              <TableRowHeader>
                <Link
                  href={`/tenant/${tenant.id}`}
                  className="rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring outline-none"
                >
                  {tenant.name}
                </Link>
                <div className="text-xs font-normal text-muted-foreground">/s/{tenant.slug}</div>
              </TableRowHeader>
              <TableCell className="text-muted-foreground">{tenant.domain ?? '—'}</TableCell>
              <TableCell>
                <div>{tenant.planName ?? tenant.subscriptionPlan}</div>
                <SubscriptionStateBadge state={tenant.subscriptionState} />
              </TableCell>
              <TableCell>
                <StoreStatusBadge status={tenant.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                {formatDate(tenant.createdAt)}
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <a
                    href={tenant.storeUrl ?? `/store/${tenant.id}`}
                    target="_blank"
                    rel="noreferrer"
                    className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                    aria-label={`View ${tenant.name} store front (opens in a new tab)`}
                    title="View store front"
                  >
                    <ExternalLink aria-hidden="true" />
                  </a>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => onEdit(tenant)}
                    aria-label={`Edit ${tenant.name}`}
                    title="Edit"
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Link
                    href={`/tenant/${tenant.id}/product-management`}
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                    aria-label={`Manage ${tenant.name}`}
                  >
                    <Settings2 aria-hidden="true" />
                    Manage
                  </Link>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
