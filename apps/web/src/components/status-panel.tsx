// A centred message for whole-screen states: not found, sign-in required, access denied.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';

type StatusPanelProps = {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
};

export function StatusPanel({ icon: Icon, title, children, actions, className }: StatusPanelProps) {
  return (
    <div className={cn('flex min-h-[60vh] items-center justify-center px-4 py-12', className)}>
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-4 p-8">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {children ? <div className="text-sm text-muted-foreground">{children}</div> : null}
          {actions ? <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div> : null}
        </CardContent>
      </Card>
    </div>
  );
}
