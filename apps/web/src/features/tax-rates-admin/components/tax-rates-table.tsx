// Every place's rates in one table: found by name or code, narrowed to the owner's own rates, each
// row's rates edited in a dialog or reset to the built-in ones after asking.
import { formatTaxRate, type TaxClass, type TaxRatePlace, taxClasses } from '@storefleet/contracts';
import { type LucideIcon, Pencil, RotateCcw, SearchX } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { useWriteBlockedReason } from '@/components/store-read-only-context.ts';
import { Button } from '@/components/ui/button.tsx';
import { textFieldClasses } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { toast } from '@/lib/toast.ts';
import { useSaveTaxRates } from '../api/tax-rates.ts';
import { EditRatesDialog } from './edit-rates-dialog.tsx';
import { classLabels } from './tax-class-labels.ts';

const ownClasses = (place: TaxRatePlace) =>
  taxClasses.filter((taxClass) => place[taxClass].overrideBp !== null);

type Filter = 'all' | 'own';

function RateCell({ place, taxClass }: { place: TaxRatePlace; taxClass: TaxClass }) {
  const rate = place[taxClass];
  return (
    <td className="px-1.5 py-2 sm:px-2 align-top tabular-nums">
      <span className={cn(rate.overrideBp !== null && 'font-semibold text-primary')}>
        {formatTaxRate(rate.rateBp)}
      </span>
      {rate.overrideBp !== null ? (
        <span className="block text-xs text-muted-foreground">
          yours · built-in {formatTaxRate(rate.builtInBp)}
        </span>
      ) : null}
    </td>
  );
}

type PlaceActionProps = { icon: LucideIcon; label: string; tooltip: string; onClick: () => void };

/** An icon button in a place's row: named for screen readers, its tooltip the action's short name. */
function PlaceAction({ icon: Icon, label, tooltip, onClick }: PlaceActionProps) {
  const blocked = useWriteBlockedReason();
  return (
    <Button
      size="icon"
      variant="ghost"
      className="size-8"
      disabled={blocked !== undefined}
      onClick={onClick}
      aria-label={label}
      title={tooltip}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

export function TaxRatesTable({ tenantId, places }: { tenantId?: number; places: TaxRatePlace[] }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [editing, setEditing] = useState<TaxRatePlace | null>(null);
  const [resetting, setResetting] = useState<TaxRatePlace | null>(null);
  const reset = useSaveTaxRates(tenantId);
  const ownCount = places.filter((place) => ownClasses(place).length > 0).length;
  const shown = useMemo(() => {
    const words = query.trim().toLowerCase();
    return places.filter(
      (place) =>
        (filter === 'all' || ownClasses(place).length > 0) &&
        (!words || place.name.toLowerCase().includes(words) || place.place.toLowerCase() === words),
    );
  }, [places, query, filter]);

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          id={`${id}-search`}
          label="Find a country or US state"
          placeholder="Germany, DE, California…"
          value={query}
          onChange={setQuery}
          maxLength={60}
          className="sm:max-w-sm sm:flex-1"
        />
        <div className="space-y-1">
          <label htmlFor={`${id}-filter`} className="block text-sm font-medium">
            Show
          </label>
          <select
            id={`${id}-filter`}
            className={cn('h-10 w-full sm:w-56', textFieldClasses)}
            value={filter}
            onChange={(event) => setFilter(event.target.value as Filter)}
          >
            <option value="all">Every place ({places.length})</option>
            <option value="own">Only your own rates ({ownCount})</option>
          </select>
        </div>
      </div>
      {shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          titleAs="p"
          title={filter === 'own' && !query.trim() ? 'No rates of your own yet' : 'No place matches'}
          className="rounded-md border border-dashed py-8"
        >
          {filter === 'own' && !query.trim()
            ? 'Every place charges the built-in rates. Edit a place to set a rate of your own.'
            : `No country or US state matches “${query.trim()}”${filter === 'own' ? ' among your own rates' : ''}.`}
        </EmptyState>
      ) : (
        <div className="max-h-[32rem] overflow-auto rounded-md border">
          <table className="w-full text-sm" aria-label="Tax rates by place">
            <thead className="sticky top-0 bg-background text-left text-xs text-muted-foreground">
              <tr className="border-b">
                <th scope="col" className="px-1.5 py-2 sm:px-2 font-medium">
                  Place
                </th>
                {taxClasses.map((taxClass) => (
                  <th key={taxClass} scope="col" className="px-1.5 py-2 sm:px-2 font-medium">
                    {classLabels[taxClass]}
                  </th>
                ))}
                <th scope="col" className="px-1.5 py-2 sm:px-2 text-right font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {shown.map((place) => (
                <tr key={place.place} data-place={place.place}>
                  <th scope="row" className="px-1.5 py-2 sm:px-2 text-left align-top font-medium">
                    {place.region ? place.name.replace(/ \(United States\)$/, '') : place.name}
                    <span className="block text-xs font-normal text-muted-foreground">{place.place}</span>
                  </th>
                  {taxClasses.map((taxClass) => (
                    <RateCell key={taxClass} place={place} taxClass={taxClass} />
                  ))}
                  <td className="px-1.5 py-2 sm:px-2 align-top">
                    <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                      <PlaceAction
                        icon={Pencil}
                        label={`Edit the rates of ${place.name}`}
                        tooltip="Edit"
                        onClick={() => setEditing(place)}
                      />
                      {ownClasses(place).length ? (
                        <PlaceAction
                          icon={RotateCcw}
                          label={`Reset the rates of ${place.name}`}
                          tooltip="Reset to built-in"
                          onClick={() => setResetting(place)}
                        />
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <EditRatesDialog tenantId={tenantId} place={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => (open ? undefined : setResetting(null))}
        title={`Reset the rates of ${resetting?.name ?? ''}?`}
        message={
          resetting
            ? `Checkout will charge the built-in ${ownClasses(resetting)
                .map((c) => `${classLabels[c].toLowerCase()} rate (${formatTaxRate(resetting[c].builtInBp)})`)
                .join(', ')} there again.`
            : ''
        }
        confirmLabel="Reset rates"
        pending={reset.isPending}
        onConfirm={() => {
          if (!resetting) return;
          const place = resetting;
          reset.mutate(
            { place: place.place, rates: ownClasses(place).map((taxClass) => ({ taxClass, rate: null })) },
            {
              onSuccess: () => toast({ title: 'Built-in rates restored', description: place.name }),
              onError: (failure) =>
                toast({ title: 'Error', description: errorMessage(failure), variant: 'destructive' }),
              onSettled: () => setResetting(null),
            },
          );
        }}
      />
    </div>
  );
}
