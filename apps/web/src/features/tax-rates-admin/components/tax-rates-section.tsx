// Store Settings → Tax rates (docs/decisions/0107): the rate checkout charges for each class in the
// UK, each EU country and each US state, the built-in one or the owner's own. Search by name or
// code, show only the owner's rates, edit a place's three rates in a dialog, reset them after asking.
import { SettingsSection } from '@/components/settings-section.tsx';
import { useTaxRates } from '../api/tax-rates.ts';
import { TaxRatesTable } from './tax-rates-table.tsx';

export function TaxRatesSection({ tenantId }: { tenantId?: number }) {
  const rates = useTaxRates(tenantId);
  return (
    <SettingsSection
      id="tax-rates"
      title="Tax rates"
      intro="What checkout charges in each place, by class (a product at 20% is standard, 5% reduced, 0% zero). The built-in rates are 2026's; US states have their base rate only, without county or city taxes. Set your own where they differ."
      read={rates}
      what="the tax rates"
    >
      {(data) => <TaxRatesTable tenantId={tenantId} places={data.places} />}
    </SettingsSection>
  );
}
