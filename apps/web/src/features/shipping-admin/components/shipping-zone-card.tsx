// One shipping zone in the zones list (docs/decisions/0100, 0102): its name, what it covers (its
// countries, or everywhere no other zone names), its rates one row each, and its actions.
import { type AdminShippingOption, type AdminShippingZone, countryName } from '@storefleet/contracts';
import { Globe, Plus, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { rateSummary } from './rate-summary.ts';

type ShippingZoneCardProps = {
  zone: AdminShippingZone;
  rates: AdminShippingOption[];
  onEditZone(): void;
  onDeleteZone(): void;
  onAddRate(): void;
  onEditRate(option: AdminShippingOption): void;
};

/** What a zone covers, in words. */
export function zoneCoverage(zone: AdminShippingZone): string {
  if (zone.coversRest) return 'Every country not in another zone';
  return zone.countries.map(countryName).join(', ');
}

export function ShippingZoneCard({
  zone,
  rates,
  onEditZone,
  onDeleteZone,
  onAddRate,
  onEditRate,
}: ShippingZoneCardProps) {
  return (
    <Card className="space-y-3 p-4" data-testid="shipping-zone">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 font-medium">
            <Globe aria-hidden="true" className="size-4" />
            {zone.name} {zone.isDefault ? <Badge variant="neutral">Default</Badge> : null}
            {zone.coversRest ? <Badge variant="neutral">Everywhere else</Badge> : null}
          </h3>
          <p className="text-sm text-muted-foreground">{zoneCoverage(zone)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" write onClick={onEditZone}>
            Edit zone<span className="sr-only"> {zone.name}</span>
          </Button>
          {zone.isDefault ? null : (
            <Button
              size="sm"
              variant="outline"
              write
              aria-label={`Delete zone ${zone.name}`}
              onClick={onDeleteZone}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
      <ul className="divide-y rounded-md border">
        {rates.length === 0 ? (
          <li className="p-3 text-sm text-muted-foreground">No rates yet: shoppers here cannot check out.</li>
        ) : (
          rates.map((option) => <RateRow key={option.id} option={option} onEdit={() => onEditRate(option)} />)
        )}
      </ul>
      <Button size="sm" variant="outline" write onClick={onAddRate}>
        <Plus aria-hidden="true" /> Add rate<span className="sr-only"> to {zone.name}</span>
      </Button>
    </Card>
  );
}

/** One rate: its name, how it is priced, and its edit button. */
function RateRow({ option, onEdit }: { option: AdminShippingOption; onEdit(): void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
      <span>
        <span className="font-medium">{option.name}</span>
        <span className="block text-muted-foreground">{rateSummary(option)}</span>
      </span>
      <Button size="sm" variant="ghost" write onClick={onEdit}>
        Edit rate<span className="sr-only"> {option.name}</span>
      </Button>
    </li>
  );
}
