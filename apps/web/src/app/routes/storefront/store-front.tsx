// The store front home (/, /store/{id}, /s/{slug}). For now: the store's name and an honest note
// that the catalogue is on its way.
import { Store, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { StatusPanel } from '@/components/status-panel.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import type { StoreTenant } from '@/features/tenants/hooks/use-store-tenant.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function StoreFrontRoute({ store }: { store: StoreTenant }) {
  useDocumentTitle(store.tenant?.name);

  if (store.isLoading) return <PageSpinner label="Loading the store…" />;
  if (store.isNotFound) {
    return (
      <StatusPanel icon={Store} title="Store Not Found" actions={<HomeLink />}>
        There is no store at this address, or it is not open at the moment.
      </StatusPanel>
    );
  }
  if (store.error || !store.tenant) {
    return (
      <StatusPanel icon={TriangleAlert} title="This store could not be loaded">
        Please try again in a moment.
      </StatusPanel>
    );
  }

  return (
    <>
      <section className="border-b bg-gradient-to-b from-accent to-background">
        <div className="mx-auto max-w-7xl px-4 py-20 text-center sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{store.tenant.name}</h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">Welcome to our store.</p>
        </div>
      </section>
      <section aria-labelledby="products-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="products-heading" className="text-2xl font-semibold tracking-tight">
          Featured Products
        </h2>
        <p className="mt-2 text-muted-foreground">
          This screen is coming soon: products will be listed here.
        </p>
      </section>
    </>
  );
}

function HomeLink() {
  return (
    <Link href="/" className={buttonVariants({ variant: 'outline' })}>
      Go to the main store
    </Link>
  );
}
