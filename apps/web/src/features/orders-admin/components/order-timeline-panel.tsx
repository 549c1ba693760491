// The order view's history: every entry newest first, with who and when, and a box for
// a staff note (1–2000 characters, the server's rule). Entries are never edited or removed.
import { ORDER_NOTE_MAX, type OrderEvent, orderNoteInputSchema } from '@storefleet/contracts';
import {
  CircleDollarSign,
  Link2,
  Mail,
  MailWarning,
  MessageSquare,
  PackageCheck,
  PackageOpen,
  PencilLine,
  RefreshCw,
  ShoppingCart,
  Truck,
  Undo2,
} from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useAddOrderNote } from '../api/add-order-note.ts';
import { useOrderTimeline } from '../api/get-order-timeline.ts';

const icons = {
  placed: ShoppingCart,
  paid: CircleDollarSign,
  status_changed: RefreshCw,
  refunded: Undo2,
  fulfilled: Truck,
  delivered: PackageCheck,
  email_sent: Mail,
  email_failed: MailWarning,
  note: MessageSquare,
  return: PackageOpen,
  edited: PencilLine,
  payment_link: Link2,
} as const;

const sourceNames = {
  provider: 'Payment provider',
  customer: 'Customer',
  system: 'Storefleet',
  staff: 'Staff',
};

function who(event: OrderEvent): string {
  return event.actorName ?? sourceNames[event.source];
}

export function OrderTimelinePanel({ order }: { order: { id: number; tenantId: number } }) {
  const timeline = useOrderTimeline(order);
  const addNote = useAddOrderNote(order);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  // The button is off while the note saves, which takes the focus from it: it goes back to the box.
  const noteBox = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = orderNoteInputSchema.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await addNote.mutateAsync(parsed.data.note);
      setNote('');
      toast({ title: 'Note added' });
    } catch (failure) {
      toast({ title: 'Could not add the note', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      noteBox.current?.focus();
    }
  };

  return (
    <section aria-labelledby={`timeline-${order.id}`} className="space-y-3">
      <h3 id={`timeline-${order.id}`} className="font-semibold">
        Timeline
      </h3>
      <form onSubmit={submit} noValidate className="space-y-2">
        <Label htmlFor={`order-note-${order.id}`} className="sr-only">
          Add a note
        </Label>
        <Textarea
          ref={noteBox}
          id={`order-note-${order.id}`}
          rows={2}
          maxLength={ORDER_NOTE_MAX}
          placeholder="Add a note for the team (customers never see it)"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `order-note-${order.id}-error` : undefined}
        />
        <FieldError id={`order-note-${order.id}-error`} message={error} />
        <div className="flex justify-end">
          <Button type="submit" size="sm" disabled={addNote.isPending}>
            Add note
          </Button>
        </div>
      </form>
      {timeline.isPending ? (
        <Spinner label="Loading the timeline…" className="py-4" />
      ) : timeline.isError ? (
        <p className="text-destructive">Failed to load the timeline</p>
      ) : (
        <ol aria-label="Order timeline" className="space-y-3 border-l pl-4">
          {timeline.data.events.map((event) => {
            const Icon = icons[event.kind] ?? RefreshCw;
            return (
              <li key={event.id} className="relative">
                <span className="absolute top-0.5 -left-[1.6rem] rounded-full bg-background p-0.5">
                  <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
                </span>
                <p className={event.kind === 'note' ? 'whitespace-pre-wrap' : undefined}>{event.message}</p>
                <p className="text-xs text-muted-foreground">
                  {who(event)} ·{' '}
                  <time dateTime={event.createdAt}>
                    {new Date(event.createdAt).toLocaleString('en-GB', {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </time>
                </p>
              </li>
            );
          })}
          {timeline.data.events.length === 0 ? (
            <li className="text-muted-foreground">Nothing recorded yet.</li>
          ) : null}
        </ol>
      )}
    </section>
  );
}
