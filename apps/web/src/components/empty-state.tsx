// What a list shows when it has nothing to show: an icon, a title, a line of help and the action
// that fills it. `titleAs` keeps the title's role: a heading where the list has none of its own.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

type EmptyStateProps = {
  icon: LucideIcon;
  title: ReactNode;
  titleAs?: 'h2' | 'h3' | 'p';
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
};

export function EmptyState({
  icon: Icon,
  title,
  titleAs: Title = 'h2',
  children,
  action,
  className,
}: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-6 py-12 text-center', className)}>
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Title className={Title === 'p' ? 'font-medium' : 'text-lg font-semibold'}>{title}</Title>
      {children ? <p className="max-w-sm text-sm text-muted-foreground">{children}</p> : null}
      {action}
    </div>
  );
}
