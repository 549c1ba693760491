// Store Settings → VAT (ADR 0025): whether the store's prices include VAT and its VAT number, both
// printed on its invoices; where it accounts for tax (docs/decisions/0101): home country, the EU
// One-Stop Shop, other countries, which pick the rate checkout charges. Saved with a button (unlike the footer fields): a change of pricing mode
// changes what shoppers pay, so it should not happen on a keystroke.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  COUNTRY_CODES,
  countryName,
  type VatSettings,
  type VatSettingsInput,
  vatSettingsInputSchema,
} from '@storefleet/contracts';
import { LoaderCircle } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/components/checkbox-field.tsx';
import { FormField } from '@/components/form-field.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useVatSettings } from '../api/get-vat-settings.ts';
import { useSaveVatSettings } from '../api/save-vat-settings.ts';

type Output = z.output<typeof vatSettingsInputSchema>;

const formValues = (settings: VatSettings): VatSettingsInput => ({
  pricesIncludeVat: settings.pricesIncludeVat,
  vatNumber: settings.vatNumber ?? '',
  homeCountry: settings.homeCountry,
  ossRegistered: settings.ossRegistered,
  registeredIn: settings.registeredIn,
});

function VatSettingsForm({ tenantId, initial }: { tenantId: number; initial: VatSettings }) {
  const save = useSaveVatSettings(tenantId);
  const form = useForm<VatSettingsInput, unknown, Output>({
    resolver: zodResolver(vatSettingsInputSchema),
    reValidateMode: 'onSubmit',
    defaultValues: formValues(initial),
  });
  const { errors } = form.formState;
  const home = form.watch('homeCountry');
  const submit = form.handleSubmit(
    ({ pricesIncludeVat, vatNumber, homeCountry, ossRegistered, registeredIn }) =>
      save.mutate(
        { pricesIncludeVat, vatNumber: vatNumber ?? '', homeCountry, ossRegistered, registeredIn },
        {
          onSuccess: (saved) => {
            form.reset(formValues(saved));
            toast({ title: 'VAT settings updated successfully' });
          },
          onError: (error) =>
            toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
        },
      ),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="space-y-1">
        <CheckboxField
          control={form.control}
          name="pricesIncludeVat"
          id="vat-prices-include"
          label="Prices include VAT"
        />
        <p className="text-xs text-muted-foreground">
          On: the prices you enter are what shoppers pay, VAT included. Off: VAT is added at checkout.
        </p>
      </div>
      <FormField
        id="vat-number"
        label="VAT number"
        error={errors.vatNumber?.message}
        description="Printed on your invoices. Leave empty if your store is not VAT registered."
        className="space-y-1 sm:max-w-sm"
      >
        <Input placeholder="GB123456789" autoComplete="off" {...form.register('vatNumber')} />
      </FormField>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Where you are registered for tax</legend>
        <p className="text-xs text-muted-foreground">
          Checkout charges the rate of the country the order goes to where you are registered for it, your
          home country&apos;s otherwise. Orders leaving the UK or the EU are zero-rated; an EU business with a
          VAT number is reverse charged.
        </p>
        <SelectField
          control={form.control}
          name="homeCountry"
          id="tax-home-country"
          label="Home country"
          error={errors.homeCountry?.message}
          options={COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) }))}
          onValueChange={(code) => {
            form.setValue('homeCountry', code, { shouldDirty: true });
            const others = form.getValues('registeredIn') ?? [];
            if (others.includes(code))
              form.setValue(
                'registeredIn',
                others.filter((c) => c !== code),
                { shouldDirty: true },
              );
          }}
          className="space-y-1 sm:max-w-sm"
        />
        <div className="space-y-1">
          <CheckboxField
            control={form.control}
            name="ossRegistered"
            id="tax-oss"
            label="Registered for the EU One-Stop Shop (OSS)"
          />
          <p className="text-xs text-muted-foreground">
            On: shoppers in EU countries pay their own country&apos;s VAT rate, and Reports has the quarterly
            OSS return.
          </p>
        </div>
        <Controller
          control={form.control}
          name="registeredIn"
          render={({ field }) => (
            <fieldset className="space-y-1" aria-describedby="tax-registered-in-help">
              <legend className="text-sm">Other countries you are registered in</legend>
              <p id="tax-registered-in-help" className="text-xs text-muted-foreground">
                Their own rates are charged there (US: a starter table of state rates, check them).
              </p>
              <div className="grid max-h-48 grid-cols-1 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
                {COUNTRY_CODES.filter((code) => code !== home).map((code) => {
                  const chosen = field.value ?? [];
                  return (
                    <label
                      key={code}
                      className="flex items-center gap-2 rounded px-2 py-1 text-sm hover:bg-muted"
                    >
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={chosen.includes(code)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked ? [...chosen, code] : chosen.filter((c) => c !== code),
                          )
                        }
                      />
                      {countryName(code)}
                    </label>
                  );
                })}
              </div>
              {errors.registeredIn?.message ? (
                <p className="text-sm text-destructive">{errors.registeredIn.message}</p>
              ) : null}
            </fieldset>
          )}
        />
      </fieldset>
      <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        Save VAT settings
      </Button>
    </form>
  );
}

export function VatSettingsSection({ tenantId }: { tenantId: number }) {
  const settings = useVatSettings(tenantId);
  return (
    <section className="space-y-4" aria-labelledby="vat-settings-heading">
      <h2 id="vat-settings-heading" className="text-lg font-semibold">
        VAT
      </h2>
      {settings.isPending ? (
        <Spinner label="Loading VAT settings…" className="py-6" />
      ) : settings.isError ? (
        <LoadError what="VAT settings" onRetry={() => settings.refetch()} />
      ) : (
        <VatSettingsForm key={`${tenantId}`} tenantId={tenantId} initial={settings.data} />
      )}
    </section>
  );
}
