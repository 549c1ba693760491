// Shipping zones (docs/decisions/0100, 0102), above the spec's shipping options in Settings →
// Shipping: each zone's countries (or everywhere else) and its rates, add and edit in dialogs,
// delete after confirmation. The default zone holds the options without a zone (every option of
// the spec's list) and cannot be deleted. While a rate is priced by weight, the products without a
// weight are counted, with a link to them.
import {
  type AdminShippingOption,
  type AdminShippingZone,
  ZONE_DELETE_CONFIRMATION,
} from '@storefleet/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useShippingOptions } from '../api/get-shipping-options.ts';
import { useShippingWeights } from '../api/get-shipping-weights.ts';
import { useDeleteShippingZone, useShippingZones } from '../api/shipping-zones.ts';
import { RateDialog } from './shipping-rate-dialog.tsx';
import { ShippingZoneCard } from './shipping-zone-card.tsx';
import { ZoneDialog } from './shipping-zone-dialog.tsx';

export function ShippingZonesManager({ tenantId }: { tenantId?: number }) {
  const zones = useShippingZones(tenantId);
  const options = useShippingOptions(tenantId);
  const remove = useDeleteShippingZone(tenantId);
  const [editingZone, setEditingZone] = useState<{ zone?: AdminShippingZone; rest?: boolean } | null>(null);
  const [editingRate, setEditingRate] = useState<{
    zone: AdminShippingZone;
    option?: AdminShippingOption;
  } | null>(null);
  const [deleting, setDeleting] = useState<AdminShippingZone | null>(null);
  const restTaken = (zones.data ?? []).some((zone) => zone.coversRest);

  const ratesOf = (zone: AdminShippingZone) =>
    (options.data ?? []).filter(
      (option) => option.zoneId === zone.id || (option.zoneId === null && zone.isDefault),
    );

  return (
    <section className="space-y-4" aria-labelledby="shipping-zones-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="shipping-zones-heading" className="text-lg font-semibold">
            Shipping zones
          </h2>
          <p className="text-sm text-muted-foreground">
            Where you deliver, and what each destination pays. Prices are in GBP.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {zones.isSuccess && !restTaken ? (
            <Button variant="outline" write onClick={() => setEditingZone({ rest: true })}>
              <Plus aria-hidden="true" /> Ship everywhere else
            </Button>
          ) : null}
          <Button write onClick={() => setEditingZone({})}>
            <Plus aria-hidden="true" /> Add zone
          </Button>
        </div>
      </div>
      <WeightlessProducts tenantId={tenantId} />
      {zones.isPending ? (
        <Spinner label="Loading shipping zones…" className="py-8" />
      ) : zones.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to fetch shipping zones
        </p>
      ) : (
        <ul className="grid gap-4">
          {zones.data.map((zone) => (
            <li key={zone.id}>
              <ShippingZoneCard
                zone={zone}
                rates={ratesOf(zone)}
                onEditZone={() => setEditingZone({ zone })}
                onDeleteZone={() => setDeleting(zone)}
                onAddRate={() => setEditingRate({ zone })}
                onEditRate={(option) => setEditingRate({ zone, option })}
              />
            </li>
          ))}
        </ul>
      )}
      {editingZone ? (
        <ZoneDialog
          tenantId={tenantId}
          zone={editingZone.zone}
          rest={editingZone.rest}
          restTaken={restTaken}
          onClose={() => setEditingZone(null)}
        />
      ) : null}
      {editingRate ? (
        <RateDialog
          tenantId={tenantId}
          zone={editingRate.zone}
          option={editingRate.option}
          onClose={() => setEditingRate(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete the zone ${deleting?.name ?? ''}?`}
        message={ZONE_DELETE_CONFIRMATION}
        confirmLabel="Delete zone"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast({ title: 'Shipping zone deleted' }),
            onError: (error) =>
              toast({
                title: 'Could not delete the zone',
                description: errorMessage(error),
                variant: 'destructive',
              }),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </section>
  );
}

/**
 * "3 products have no weight": a rate by weight cannot price them (docs/decisions/0102), with a
 * link to the product list filtered to them. Nothing while no rate weighs, or when the read fails.
 */
function WeightlessProducts({ tenantId }: { tenantId?: number }) {
  const weights = useShippingWeights(tenantId);
  const count = weights.data?.weightRated ? weights.data.productsWithoutWeight : 0;
  if (count === 0) return null;
  const products = tenantId === undefined ? '/product-management' : `/tenant/${tenantId}/product-management`;
  return (
    <p
      role="status"
      className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="weightless-products"
    >
      {count === 1 ? '1 product has no weight' : `${count} products have no weight`}, so your rates by weight
      can’t price {count === 1 ? 'it' : 'them'}: shoppers buying {count === 1 ? 'it' : 'them'} are offered
      your other rates only.{' '}
      <Link href={`${products}?weight=missing`} className="font-medium underline underline-offset-2">
        Add {count === 1 ? 'its weight' : 'their weights'}
      </Link>
    </p>
  );
}
