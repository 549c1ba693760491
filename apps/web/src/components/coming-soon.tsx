// Stand-in for a screen that is routed but not built yet: says so plainly, under the route's title.
import { Construction } from 'lucide-react';
import { Link } from 'wouter';
import { StatusPanel } from '@/components/status-panel.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

type ComingSoonProps = { title: string; backHref: string; backLabel: string };

export function ComingSoon({ title, backHref, backLabel }: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <StatusPanel
      icon={Construction}
      title={title}
      actions={
        <Link href={backHref} className={buttonVariants({ variant: 'outline' })}>
          {backLabel}
        </Link>
      }
    >
      This screen is coming soon.
    </StatusPanel>
  );
}
