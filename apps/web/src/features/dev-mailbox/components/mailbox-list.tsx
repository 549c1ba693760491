// The development mailbox's messages: newest first, each with who it went to, from which store, and
// every link in full (set-password and reset links open the page they lead to). The message's text
// folds out under it.
import type { DevMailboxEntry } from '@storefleet/contracts';
import { ExternalLink, Inbox } from 'lucide-react';
import { EmptyState } from '@/components/empty-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function MailboxList({ emails }: { emails: DevMailboxEntry[] }) {
  if (emails.length === 0) {
    return (
      <EmptyState icon={Inbox} title="No e-mail yet">
        Mail the platform sends (order confirmations, set-password and reset links, shipping notices) shows up
        here as soon as it is queued.
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-4" aria-label="E-mails">
      {emails.map((email) => (
        <li key={email.id}>
          <MailboxMessage email={email} />
        </li>
      ))}
    </ul>
  );
}

function MailboxMessage({ email }: { email: DevMailboxEntry }) {
  const headingId = `mail-${email.id}-subject`;
  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle as="h2" id={headingId} className="text-lg">
            {email.subject}
          </CardTitle>
          <Badge variant="secondary">{email.status}</Badge>
        </div>
        <CardDescription>
          To <span className="font-medium text-foreground">{email.to}</span> · from {email.storeName} ·{' '}
          <time dateTime={email.createdAt}>{dateTime.format(new Date(email.createdAt))}</time>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {email.links.length > 0 ? (
          <ul className="space-y-1" aria-label="Links">
            {email.links.map((link) => (
              <li key={link} className="flex items-start gap-2">
                <ExternalLink aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <a href={link} className="break-all text-primary underline-offset-4 hover:underline">
                  {link}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No links in this message.</p>
        )}
        {email.text ? (
          <details>
            <summary className="cursor-pointer font-medium">Show message</summary>
            <pre className="mt-2 whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-sans text-sm">
              {email.text}
            </pre>
          </details>
        ) : null}
      </CardContent>
    </Card>
  );
}
