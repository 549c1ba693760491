// The store's e-mail log (DESIGN §9): what was sent or kept in the outbox, newest first, paged;
// a message opens in a sandboxed frame (no scripts, no same-origin access).
import type { EmailLogEntry } from '@storefleet/contracts';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { EMAIL_LOG_PAGE_SIZE, useEmailLog } from '../api/get-email-log.ts';

const statusVariant: Record<string, BadgeVariant> = {
  sent: 'success',
  queued: 'info',
  outbox: 'neutral',
  failed: 'danger',
};

export function EmailLog({ tenantId }: { tenantId: number }) {
  const [offset, setOffset] = useState(0);
  const log = useEmailLog(tenantId, offset);
  const [open, setOpen] = useState<EmailLogEntry | null>(null);
  const total = log.data?.total ?? 0;

  if (log.isPending) return <Spinner label="Loading emails…" className="py-16" />;
  if (log.isError) return <LoadError what="emails" onRetry={() => log.refetch()} />;
  return (
    <Card className="overflow-hidden">
      {log.data.emails.length === 0 ? (
        <EmptyState icon={Mail} title="No emails yet" titleAs="p" className="py-16" />
      ) : (
        <ul className="divide-y">
          {log.data.emails.map((email) => (
            <li key={email.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{email.subject}</p>
                <p className="text-sm break-all text-muted-foreground">
                  To {email.to} · {new Date(email.createdAt).toLocaleString('en-GB')}
                </p>
                {email.error ? <p className="text-xs text-destructive">{email.error}</p> : null}
              </div>
              <Badge variant={statusVariant[email.status] ?? 'neutral'}>{email.status}</Badge>
              <Button variant="outline" size="sm" onClick={() => setOpen(email)}>
                View<span className="sr-only"> {email.subject}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-center justify-between gap-3 border-t px-4 py-3 text-sm">
        <span className="text-muted-foreground">
          {total === 0 ? 0 : offset + 1}-{Math.min(total, offset + EMAIL_LOG_PAGE_SIZE)} of {total}
        </span>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={offset === 0}
            onClick={() => setOffset(offset - EMAIL_LOG_PAGE_SIZE)}
          >
            Previous
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={offset + EMAIL_LOG_PAGE_SIZE >= total}
            onClick={() => setOffset(offset + EMAIL_LOG_PAGE_SIZE)}
          >
            Next
          </Button>
        </div>
      </div>
      <DialogShell
        open={open !== null}
        onOpenChange={(o) => (o ? undefined : setOpen(null))}
        className="max-w-2xl"
        title={open?.subject}
        description={`To ${open?.to}`}
      >
        {open ? (
          <iframe
            title="Email content"
            sandbox=""
            srcDoc={open.html}
            className="h-[60vh] w-full rounded-md border bg-white"
          />
        ) : null}
      </DialogShell>
    </Card>
  );
}
