// A screen's main heading with an optional line of explanation under it, and the screen's main
// actions (such as 'Add Product') beside it.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

export function PageHeading({
  title,
  description,
  actions,
  className,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const heading = (
    <div className={cn('space-y-1', actions ? undefined : className)}>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {description ? <p className="text-muted-foreground">{description}</p> : null}
    </div>
  );
  if (!actions) return heading;
  return (
    <div className={cn('flex flex-wrap items-end justify-between gap-4', className)}>
      {heading}
      {actions}
    </div>
  );
}
