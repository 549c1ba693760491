// A quiet full-height page with the brand on top and one centred card (sign-in and similar).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandMark } from './brand-mark.tsx';

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-muted">
      <header className="flex justify-center px-4 pt-12 pb-8">
        <Link
          href="/"
          className="rounded-md text-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <BrandMark />
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 sm:pt-4">{children}</main>
      <footer className="pb-8 text-center text-sm text-muted-foreground">
        <Link href="/" className="underline-offset-4 hover:text-foreground hover:underline">
          Back to the store
        </Link>
      </footer>
    </div>
  );
}
