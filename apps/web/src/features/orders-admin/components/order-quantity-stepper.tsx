// A line's quantity in the order edit: one fewer, the number typed, one more, and 'Remove'.
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';

export function OrderQuantityStepper({
  label,
  quantity,
  onChange,
  removable,
}: {
  label: string;
  quantity: number;
  onChange: (quantity: number) => void;
  removable?: boolean;
}) {
  return (
    <div className="flex items-center gap-2">
      <Button
        size="icon"
        variant="outline"
        aria-label={`One fewer ${label}`}
        onClick={() => onChange(quantity - 1)}
        disabled={quantity === 0}
      >
        <Minus aria-hidden="true" />
      </Button>
      <Input
        className="w-16 text-center"
        inputMode="numeric"
        aria-label={`Quantity of ${label}`}
        value={String(quantity)}
        onChange={(e) => {
          const n = Number.parseInt(e.currentTarget.value, 10);
          onChange(Number.isFinite(n) ? n : 0);
        }}
      />
      <Button
        size="icon"
        variant="outline"
        aria-label={`One more ${label}`}
        onClick={() => onChange(quantity + 1)}
      >
        <Plus aria-hidden="true" />
      </Button>
      {removable && quantity > 0 ? (
        <Button size="sm" variant="ghost" aria-label={`Remove ${label}`} onClick={() => onChange(0)}>
          <Trash2 aria-hidden="true" /> Remove
        </Button>
      ) : null}
    </div>
  );
}
