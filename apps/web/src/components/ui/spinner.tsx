// Loading indicator announced to screen readers as a status.
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

export function Spinner({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center text-muted-foreground', className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** A spinner filling the space of a page while its data or code loads. */
export function PageSpinner({ label }: { label?: string }) {
  return <Spinner label={label} className="min-h-[50vh]" />;
}
