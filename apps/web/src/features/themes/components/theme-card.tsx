// One colour template: its swatches, name and description, with Preview (the store front in a new
// tab, nothing saved) and Apply.
import type { ColorTheme } from '@storefleet/contracts';
import { Check, ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';

type ThemeCardProps = {
  theme: ColorTheme;
  current: boolean;
  /** The store front showing this template (not saved). */
  previewHref: string;
  applying: boolean;
  onApply: () => void;
};

export function ThemeCard({ theme, current, previewHref, applying, onApply }: ThemeCardProps) {
  const swatches = [theme.preview.primary, theme.preview.secondary, theme.preview.accent];
  return (
    <Card className={cn('overflow-hidden', current && 'ring-2 ring-ring')}>
      <div className="flex h-16" aria-hidden="true" style={{ background: theme.variables.background }}>
        {swatches.map((color) => (
          <span key={color} className="flex-1" style={{ background: color }} />
        ))}
      </div>
      <CardContent className="space-y-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-semibold">{theme.name}</h2>
          {current ? (
            <Badge variant="success">
              <Check aria-hidden="true" className="mr-1 size-3" /> Current
            </Badge>
          ) : null}
        </div>
        <p className="min-h-10 text-sm text-muted-foreground">{theme.description}</p>
        <div className="flex gap-2">
          <a
            href={previewHref}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            Preview<span className="sr-only"> {theme.name} on your store front (opens in a new tab)</span>
            <ExternalLink aria-hidden="true" />
          </a>
          <Button size="sm" onClick={onApply} disabled={applying || current}>
            Apply<span className="sr-only"> {theme.name}</span>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
