// A product's option groups (spec storefront §2): buttons, or dropdowns when the product has more
// than one group or a group has more than 4 values. Options named like 'size' offer the size guide.
import {
  type OptionGroup,
  type SelectedVariants,
  type StorefrontProduct,
  usesDropdowns,
} from '@storefleet/contracts';
import { lazy, Suspense } from 'react';
import { cn } from '@/lib/cn.ts';
import { isKidsProduct, isSizeOption } from '../product-choice.ts';

// Radix Select and the guide's dialog load when options are first wanted, keeping the home page light.
const loadOptionSelect = () => import('./option-select.tsx');
const loadSizeGuide = () => import('./size-guide-dialog.tsx');
const OptionSelect = lazy(() => loadOptionSelect().then((m) => ({ default: m.OptionSelect })));
const SizeGuideDialog = lazy(() => loadSizeGuide().then((m) => ({ default: m.SizeGuideDialog })));

/** Starts loading the dropdowns and size guide (on pointing at 'Select Options', or with the dialog). */
export function preloadOptionControls(): Promise<unknown> {
  return Promise.all([loadOptionSelect(), loadSizeGuide()]);
}

type ProductOptionsProps = {
  product: StorefrontProduct;
  /** The card's or dialog's choice (use-product-choice.ts). */
  choice: { groups: OptionGroup[]; selected: SelectedVariants; select(group: string, value: string): void };
  /** Unique per card or dialog, so labels point at the right controls. */
  idPrefix: string;
};

export function ProductOptions({ product, choice, idPrefix }: ProductOptionsProps) {
  const { groups, selected, select: onSelect } = choice;
  const kids = isKidsProduct(product);
  const dropdowns = usesDropdowns(groups);
  return (
    <div className="space-y-3">
      {groups.map((group, index) => {
        const labelId = `${idPrefix}-option-${index}-label`;
        const controlId = `${idPrefix}-option-${index}`;
        return (
          <div key={group.name} className="space-y-1.5">
            <div className="flex items-center justify-between gap-2">
              {dropdowns ? (
                <label id={labelId} htmlFor={controlId} className="text-sm font-medium">
                  {group.name}
                </label>
              ) : (
                <span id={labelId} className="text-sm font-medium">
                  {group.name}
                </span>
              )}
              {isSizeOption(group.name) ? (
                <Suspense fallback={<span className="h-8" />}>
                  <SizeGuideDialog kids={kids} />
                </Suspense>
              ) : null}
            </div>
            {dropdowns ? (
              <Suspense
                fallback={<div className="h-10 rounded-md border border-input bg-muted" aria-hidden="true" />}
              >
                <OptionSelect
                  id={controlId}
                  labelId={labelId}
                  group={group}
                  value={selected[group.name]}
                  onChange={(value) => onSelect(group.name, value)}
                />
              </Suspense>
            ) : (
              // biome-ignore lint/a11y/useSemanticElements: toggle buttons named by the option label
              <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
                {group.values.map((value) => {
                  const chosen = selected[group.name] === value;
                  return (
                    <button
                      key={value}
                      type="button"
                      aria-pressed={chosen}
                      onClick={() => onSelect(group.name, value)}
                      className={cn(
                        'min-w-10 rounded-md border px-3 py-1.5 text-sm font-medium outline-none transition-colors',
                        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                        chosen
                          ? 'border-primary bg-primary text-primary-foreground'
                          : 'border-input bg-background hover:bg-accent hover:text-accent-foreground',
                      )}
                    >
                      {value}
                    </button>
                  );
                })}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
