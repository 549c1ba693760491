// A secret the server hands out once (an API key, a webhook's signing secret): shown with a copy
// button and a warning that it cannot be seen again; Done (or closing) lets it go.
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogFooter } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';

export function SecretShownOnceDialog({
  secret,
  onClose,
  title,
  description,
  warning,
  secretLabel,
}: {
  /** Null: the dialog is closed. */
  secret: string | null;
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** Said after "Copy it now: you won't see it again." */
  warning: string;
  /** The secret's field's accessible name. */
  secretLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => setCopied(false), [secret]);
  const copy = async () => {
    if (secret === null) return;
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <DialogShell
      open={secret !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
    >
      <p
        role="alert"
        className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        Copy it now: you won't see it again. {warning}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          aria-label={secretLabel}
          value={secret ?? ''}
          className="font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onClose}>
          Done
        </Button>
      </DialogFooter>
    </DialogShell>
  );
}
