// Any path outside the route tables (spec storefront §2): '404 Page Not Found'.
import { FileQuestion } from 'lucide-react';
import { Link } from 'wouter';
import { StatusPanel } from '@/components/status-panel.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function NotFoundRoute() {
  useDocumentTitle('Page Not Found');
  return (
    <main className="min-h-screen bg-muted">
      <StatusPanel
        icon={FileQuestion}
        title="404 Page Not Found"
        className="min-h-screen"
        actions={
          <Link href="/" className={buttonVariants()}>
            Back to the store
          </Link>
        }
      >
        The page you are looking for does not exist or may have moved.
      </StatusPanel>
    </main>
  );
}
