// A failed read inside a screen (spec §8 'Failed to fetch …'): says what could not be loaded and offers to try again.
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 bg-red-50 p-4 text-sm text-red-900"
    >
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
      <span className="flex-1">Failed to fetch {what}.</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
