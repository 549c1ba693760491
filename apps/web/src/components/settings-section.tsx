// One part of Store Settings (time zone, languages, tax rates, currencies…): its heading and a line
// about it, then a spinner while its read loads, what failed and a retry, or the part's own form.
// The form is drawn from the data, so it starts from what the server holds.
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';

type SettingsSectionProps<T> = {
  /** The heading's id is `{id}-heading`; the section is named by it. */
  id: string;
  title: string;
  intro: ReactNode;
  read: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  /** What is read, for 'Loading {what}…' and 'Failed to fetch {what}.' */
  what: string;
  children: (data: T) => ReactNode;
};

export function SettingsSection<T>({ id, title, intro, read, what, children }: SettingsSectionProps<T>) {
  const headingId = `${id}-heading`;
  return (
    <section className="space-y-4" aria-labelledby={headingId}>
      <div className="space-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{intro}</p>
      </div>
      {read.isPending ? (
        <Spinner label={`Loading ${what}…`} className="py-4" />
      ) : read.isError || read.data === undefined ? (
        <LoadError what={what} onRetry={() => read.refetch()} />
      ) : (
        children(read.data)
      )}
    </section>
  );
}
