// Color Templates (spec admin §2, §4, §8): the eight templates, preview without saving, Apply saves
// the store's template (the store front uses it on its next page), a store selector when the user
// runs more than one store, and a how-it-works note. Preview opens the store front itself in a new
// tab with the template applied there (?preview-theme, ADR 0042); the admin keeps its own colours.
import { colorThemes, type TenantAccount } from '@storefleet/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { LoadError } from '@/components/load-error.tsx';
import { useStoreReadOnly } from '@/components/store-read-only-context.ts';
import { Label } from '@/components/ui/label.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useApplyColorTemplate } from '../api/apply-color-template.ts';
import { ThemeCard } from './theme-card.tsx';

type ColorSettingsProps = {
  tenantId: number;
  /** The store's record (GET /api/tenant/{id}), read by the route. */
  store: UseQueryResult<TenantAccount>;
  stores: { id: number; name: string }[];
  onStore: (tenantId: number) => void;
};

/** The store front with a template shown but not saved (features/storefront/use-store-theme.ts). */
export function themePreviewHref(slug: string, templateId: string): string {
  return `/s/${encodeURIComponent(slug)}?preview-theme=${encodeURIComponent(templateId)}`;
}

export function ColorSettings({ tenantId, store, stores, onStore }: ColorSettingsProps) {
  const apply = useApplyColorTemplate();
  const { readOnly } = useStoreReadOnly();

  const applyTheme = (colorTemplate: string) =>
    apply.mutate(
      { tenantId, colorTemplate },
      {
        onSuccess: () => toast({ title: 'Color template updated successfully' }),
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading title="Color Templates" description="Choose the colours of your store front." />
        {stores.length > 1 ? (
          <div className="w-56 space-y-1">
            <Label htmlFor="theme-store">Store</Label>
            <Select value={String(tenantId)} onValueChange={(v) => onStore(Number(v))}>
              <SelectTrigger id="theme-store" aria-label="Store">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {stores.map((s) => (
                  <SelectItem key={s.id} value={String(s.id)}>
                    {s.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ) : null}
      </div>
      {store.isPending ? (
        <Spinner label="Loading templates…" className="py-16" />
      ) : store.isError ? (
        <LoadError what="the store" onRetry={() => store.refetch()} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {colorThemes.map((theme) => (
            <li key={theme.id}>
              <ThemeCard
                theme={theme}
                current={store.data.colorTemplate === theme.id}
                previewHref={themePreviewHref(store.data.slug, theme.id)}
                applying={apply.isPending || readOnly}
                onApply={() => applyTheme(theme.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <aside className="flex gap-3 rounded-md border p-4 text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="space-y-1">
          <h2 className="font-semibold">How it works</h2>
          <p className="text-muted-foreground">
            Preview opens your store front in a new tab with the template applied, without saving it: only you
            see it there. Apply saves it for your store: shoppers see the new colours the next time they open
            your store front. Every template keeps text readable (WCAG AA contrast).
          </p>
        </div>
      </aside>
    </div>
  );
}
