// Store Settings → VAT (ADR 0025): whether the store's prices include VAT and its VAT number, both
// printed on its invoices. Saved with a button (unlike the footer fields): a change of pricing mode
// changes what shoppers pay, so it should not happen on a keystroke.
import { zodResolver } from '@hookform/resolvers/zod';
import { type VatSettings, type VatSettingsInput, vatSettingsInputSchema } from '@storefleet/contracts';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/components/checkbox-field.tsx';
import { FormField } from '@/components/form-field.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useVatSettings } from '../api/get-vat-settings.ts';
import { useSaveVatSettings } from '../api/save-vat-settings.ts';

type Output = z.output<typeof vatSettingsInputSchema>;

function VatSettingsForm({ tenantId, initial }: { tenantId: number; initial: VatSettings }) {
  const save = useSaveVatSettings(tenantId);
  const form = useForm<VatSettingsInput, unknown, Output>({
    resolver: zodResolver(vatSettingsInputSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { pricesIncludeVat: initial.pricesIncludeVat, vatNumber: initial.vatNumber ?? '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ pricesIncludeVat, vatNumber }) =>
    save.mutate(
      { pricesIncludeVat, vatNumber: vatNumber ?? '' },
      {
        onSuccess: (saved) => {
          form.reset({ pricesIncludeVat: saved.pricesIncludeVat, vatNumber: saved.vatNumber ?? '' });
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
