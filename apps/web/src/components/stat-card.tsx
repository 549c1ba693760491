// One figure on a dashboard: a title, the value, an icon and an optional line under it.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';

type StatCardProps = {
  title: string;
  value: ReactNode;
  icon: LucideIcon;
  description?: ReactNode;
  tone?: 'default' | 'warning';
};

export function StatCard({ title, value, icon: Icon, description, tone = 'default' }: StatCardProps) {
  return (
    <Card>
      <CardContent className="space-y-1 p-5">
        <div className="flex items-center justify-between gap-4">
          <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
          <span
            className={cn(
              'flex size-10 shrink-0 items-center justify-center rounded-lg',
              tone === 'warning' ? 'bg-red-100 text-red-900' : 'bg-accent text-accent-foreground',
            )}
          >
            <Icon aria-hidden="true" className="size-5" />
          </span>
        </div>
        {/* The figure has the card's whole width and is never cut short: a hidden digit of money
            is a wrong figure. A value too long even for that breaks rather than overflows. */}
        <p className="break-words text-2xl font-bold tabular-nums">{value}</p>
        {description ? <p className="text-xs text-muted-foreground">{description}</p> : null}
      </CardContent>
    </Card>
  );
}

/** A row of stat cards: one column on a phone, two on a tablet, four on a desktop. */
export function StatGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {children}
    </section>
  );
}
