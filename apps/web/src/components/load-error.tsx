// A read that failed inside a screen (spec admin §8 'Failed to fetch …'): says what could not be loaded
// and offers to try again. A banner above other content, or centred where a list would stand.
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

type LoadErrorProps = {
  /** The whole message; or `what` for the spec's 'Failed to fetch {what}.' */
  message?: string;
  what?: string;
  onRetry: () => void;
  /** The retry button's words (the store front's page language); 'Try again' unless given. */
  retryLabel?: string;
  layout?: 'banner' | 'centered';
  className?: string;
};

const layouts = {
  banner: {
    box: 'flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 bg-red-50 p-4 text-sm text-red-900',
    icon: 'size-4 shrink-0',
    text: 'flex-1',
  },
  centered: {
    box: 'flex flex-col items-center gap-3 px-6 py-10 text-center',
    icon: 'size-6 text-destructive',
    text: 'font-medium',
  },
} as const;

export function LoadError({
  message,
  what,
  onRetry,
  retryLabel = 'Try again',
  layout = 'banner',
  className,
}: LoadErrorProps) {
  const look = layouts[layout];
  return (
    <div role="alert" className={cn(look.box, className)}>
      <TriangleAlert aria-hidden="true" className={look.icon} />
      <p className={look.text}>{message ?? `Failed to fetch ${what}.`}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
