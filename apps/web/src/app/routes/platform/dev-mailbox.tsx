// /dev/mailbox (DESIGN §9): with no SMTP_URL, every e-mail the platform queued,
// links in full, for the super admin, outside production. The server says when it is not there.
import { MailX, RefreshCw } from 'lucide-react';
import { LoadError } from '@/components/load-error.tsx';
import { StatusPanel } from '@/components/status-panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useDevMailbox } from '@/features/dev-mailbox/api/get-mailbox.ts';
import { MailboxList } from '@/features/dev-mailbox/components/mailbox-list.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function DevMailboxRoute() {
  useDocumentTitle('Development Mailbox');
  const mailbox = useDevMailbox();

  return (
    <div className="space-y-6">
      <PageHeading
        title="Development Mailbox"
        description="No mail server is set (SMTP_URL), so e-mail is not sent: every message is kept here, with its links in full, and printed to the server log. Store staff see these links' tokens hidden in their Email Log."
        actions={
          <Button variant="outline" onClick={() => void mailbox.refetch()} disabled={mailbox.isFetching}>
            <RefreshCw aria-hidden="true" className={mailbox.isFetching ? 'animate-spin' : undefined} />
            Refresh
          </Button>
        }
      />
      {mailbox.isPending ? (
        <PageSpinner label="Loading the mailbox…" />
      ) : mailbox.isError ? (
        <LoadError what="the mailbox" onRetry={() => void mailbox.refetch()} />
      ) : 'unavailable' in mailbox.data ? (
        <StatusPanel icon={MailX} title="The development mailbox is not available">
          {mailbox.data.unavailable.startsWith('No API endpoint')
            ? 'It exists only outside production.'
            : mailbox.data.unavailable}
        </StatusPanel>
      ) : (
        <MailboxList emails={mailbox.data.emails} />
      )}
    </div>
  );
}
