// The form around the card on file's fields (ADR 0084), whichever provider asks for them (the
// sandbox's test card, Stripe's card element): the fields, what went wrong, Save card and Cancel.
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';

export function CardForBillsForm({
  onSubmit,
  problem,
  pending,
  onCancel,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  problem: string | null;
  /** Saving: the buttons wait. */
  pending: boolean;
  onCancel?: () => void;
  children: ReactNode;
}) {
  return (
    <form className="space-y-4" onSubmit={onSubmit} aria-label="Card for your bills">
      {children}
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving card…' : 'Save card'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
