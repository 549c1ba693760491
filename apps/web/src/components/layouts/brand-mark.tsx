// The Storefleet name with its bag mark, used by the sign-in and admin layouts.
import { ShoppingBag } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

export function BrandMark({ className, label = 'Storefleet' }: { className?: string; label?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <ShoppingBag aria-hidden="true" className="size-4" />
      </span>
      {label}
    </span>
  );
}
