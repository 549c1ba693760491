// Store Settings → Tax rates (docs/decisions/0107): the rate checkout charges for each class in the
// UK, each EU country and each US state, the built-in one or the owner's own. Search by name or
// code, show only the owner's rates, edit a place's three rates in a dialog, reset them after asking.
import {
  formatTaxRate,
  percentToBasisPoints,
  TAX_RATE_MESSAGE,
  type TaxClass,
  type TaxRatePlace,
  taxClasses,
} from '@storefleet/contracts';
import { type LucideIcon, Pencil, RotateCcw, SearchX } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { useWriteBlockedReason } from '@/components/store-read-only-context.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input, textFieldClasses } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { toast } from '@/lib/toast.ts';
import { useSaveTaxRates, useTaxRates } from '../api/tax-rates.ts';

const classLabels: Record<TaxClass, string> = { standard: 'Standard', reduced: 'Reduced', zero: 'Zero' };

/** 2000 → "20", 1350 → "13.5": what the owner types. */
const percentText = (bp: number) => formatTaxRate(bp).replace('%', '');

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

function EditRatesDialog({
  tenantId,
  place,
  onClose,
}: {
  tenantId?: number;
  place: TaxRatePlace | null;
  onClose: () => void;
}) {
  const id = useId();
  const save = useSaveTaxRates(tenantId);
  const start = (p: TaxRatePlace | null) =>
    Object.fromEntries(taxClasses.map((c) => [c, p ? percentText(p[c].rateBp) : ''])) as Record<
      TaxClass,
      string
    >;
  const [typed, setTyped] = useState(() => start(place));
  const [errors, setErrors] = useState<Partial<Record<TaxClass, string>>>({});
  const [shown, setShown] = useState(place);
  if (place !== shown) {
    setShown(place);
    setTyped(start(place));
    setErrors({});
  }
  const dirty = place !== null && taxClasses.some((c) => typed[c].trim() !== percentText(place[c].rateBp));

  const submit = () => {
    if (!place) return undefined;
    const found: Partial<Record<TaxClass, string>> = {};
    const changes: { taxClass: TaxClass; rate: string }[] = [];
    for (const taxClass of taxClasses) {
      const bp = percentToBasisPoints(typed[taxClass]);
      if (bp === null) found[taxClass] = TAX_RATE_MESSAGE;
      else if (bp !== place[taxClass].rateBp) changes.push({ taxClass, rate: typed[taxClass].trim() });
    }
    setErrors(found);
    if (Object.keys(found).length) return undefined;
    if (!changes.length) {
      onClose();
      return undefined;
    }
    return save.mutateAsync({ place: place.place, rates: changes }).then(() => {
      toast({ title: 'Tax rates saved', description: place.name });
      onClose();
    });
  };

  return (
    <FormDialog
      open={place !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={place ? `Tax rates in ${place.name}` : ''}
      description="The rate checkout charges for each class there, as a per cent with at most two decimals. A rate you change becomes your own; Reset brings back the built-in ones."
      onSubmit={submit}
      submitLabel="Save rates"
      pendingLabel="Saving…"
      errorTitle="The rates were not saved"
      dirty={dirty}
    >
      {place
        ? taxClasses.map((taxClass) => (
            <FormField
              key={taxClass}
              id={`${id}-${taxClass}`}
              label={`${classLabels[taxClass]} rate (%)`}
              error={errors[taxClass]}
              description={`Built-in: ${formatTaxRate(place[taxClass].builtInBp)}`}
              keepDescription
              className="space-y-1"
            >
              <Input
                value={typed[taxClass]}
                inputMode="decimal"
                autoComplete="off"
                onChange={(event) => setTyped((now) => ({ ...now, [taxClass]: event.target.value }))}
              />
            </FormField>
          ))
        : null}
    </FormDialog>
  );
}

function TaxRatesTable({ tenantId, places }: { tenantId?: number; places: TaxRatePlace[] }) {
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

export function TaxRatesSection({ tenantId }: { tenantId?: number }) {
  const rates = useTaxRates(tenantId);
  return (
    <section className="space-y-4" aria-labelledby="tax-rates-heading">
      <div className="space-y-1">
        <h2 id="tax-rates-heading" className="text-lg font-semibold">
          Tax rates
        </h2>
        <p className="text-sm text-muted-foreground">
          What checkout charges in each place, by class (a product at 20% is standard, 5% reduced, 0% zero).
          The built-in rates are 2026&apos;s; US states have their base rate only, without county or city
          taxes. Set your own where they differ.
        </p>
      </div>
      {rates.isPending ? (
        <Spinner label="Loading the tax rates…" className="py-4" />
      ) : rates.isError ? (
        <LoadError what="the tax rates" onRetry={() => rates.refetch()} />
      ) : (
        <TaxRatesTable tenantId={tenantId} places={rates.data.places} />
      )}
    </section>
  );
}
