// Minus, a number field and plus (spec storefront §5 Quantity): whole numbers of at least 1; typing
// anything else is ignored and the field shows the last good value again when it loses focus.
import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { MIN_QUANTITY, parseQuantity } from '../product-choice.ts';

type QuantityStepperProps = {
  value: number;
  onChange(value: number): void;
  /** Names the control for assistive technology, e.g. "Quantity of Classic Tee". */
  label: string;
  id?: string;
  className?: string;
};

const stepButton =
  'inline-flex size-9 items-center justify-center text-foreground outline-none hover:bg-accent ' +
  'focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-40 disabled:hover:bg-transparent';

export function QuantityStepper({ value, onChange, label, id, className }: QuantityStepperProps) {
  const t = useT();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of a field and its two buttons, not a form section
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex items-center rounded-md border border-input', className)}
    >
      <button
        type="button"
        className={cn(stepButton, 'rounded-l-md')}
        aria-label={t('product.decrease')}
        disabled={value <= MIN_QUANTITY}
        onClick={() => onChange(Math.max(MIN_QUANTITY, value - 1))}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        id={id}
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        className="h-9 w-12 border-x border-input bg-background text-center text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          const quantity = parseQuantity(event.target.value);
          if (quantity !== null) onChange(quantity);
        }}
        onBlur={() => setDraft(String(value))}
      />
      <button
        type="button"
        className={cn(stepButton, 'rounded-r-md')}
        aria-label={t('product.increase')}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
