// Settings → API Keys, second section (ADR 0076), owners only: publishable store-front keys for a
// headless front end. Each shows its whole key (not secret) with a copy button and the websites
// (origins) allowed to use it; creating one asks a name and the origins, one per line; revoking
// asks for confirmation first.
import { STOREFRONT_KEY_MAX_ORIGINS, storefrontOriginProblem } from '@storefleet/contracts';
import { Check, Copy, Globe } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TableCell, TableHead } from '@/components/ui/table.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/lib/toast.ts';
import { useCreateStorefrontKey, useRevokeStorefrontKey, useStorefrontKeys } from '../api/storefront-keys.ts';
import { KeyFormDialog } from './key-form-dialog.tsx';
import { KeyTable } from './key-table.tsx';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB');

function CopyKeyButton({ value, name }: { value: string; name: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-label={copied ? `Copied ${name}` : `Copy ${name}`}
      onClick={async () => {
        await navigator.clipboard.writeText(value);
        setCopied(true);
      }}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
    </Button>
  );
}

function CreateStorefrontKeyDialog({
  open,
  onClose,
  tenantId,
}: {
  open: boolean;
  onClose: () => void;
  tenantId?: number;
}) {
  const create = useCreateStorefrontKey(tenantId);
  const [name, setName] = useState('');
  const [origins, setOrigins] = useState('');
  const [error, setError] = useState<{ name?: string; origins?: string }>({});
  useEffect(() => {
    if (open) {
      setName('');
      setOrigins('');
      setError({});
    }
  }, [open]);

  const submit = async () => {
    const list = [...new Set(origins.split(/\s+/).filter(Boolean))];
    const problem = list.map(storefrontOriginProblem).find(Boolean);
    const problems = {
      name: name.trim() ? undefined : 'Give the key a name',
      origins:
        problem ??
        (list.length > STOREFRONT_KEY_MAX_ORIGINS
          ? `At most ${STOREFRONT_KEY_MAX_ORIGINS} origins per key`
          : undefined),
    };
    setError(problems);
    if (problems.name || problems.origins) return;
    await create.mutateAsync({ name: name.trim(), allowedOrigins: list });
    toast({ title: 'Publishable key created' });
    onClose();
  };

  return (
    <KeyFormDialog
      open={open}
      onClose={onClose}
      title="Create a publishable key"
      description="A front end with this key reads this store's products, content and shipping options and starts payments. It is not secret."
      onSubmit={submit}
      nameId="storefront-key-name"
      nameExample="Next.js shop"
      name={name}
      onNameChange={setName}
      nameError={error.name}
    >
      <FormField
        id="storefront-key-origins"
        label="Allowed websites (origins)"
        error={error.origins}
        description="One per line, such as https://www.example.com (http:// only for localhost). Browsers on other websites get nothing."
      >
        <Textarea rows={3} value={origins} onChange={(e) => setOrigins(e.target.value)} />
      </FormField>
    </KeyFormDialog>
  );
}

export function StorefrontKeysSection({ tenantId }: { tenantId?: number }) {
  const keys = useStorefrontKeys(tenantId);
  const revoke = useRevokeStorefrontKey(tenantId);
  const [creating, setCreating] = useState(false);

  return (
    <section className="space-y-4 border-t pt-6" aria-labelledby="storefront-keys-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="storefront-keys-heading" className="text-base font-semibold">
            Publishable store-front keys
          </h2>
          <p className="text-sm text-muted-foreground">
            For a front end of your own: send the key as <code>X-Storefleet-Key</code> to read the store front
            from the websites you list.
          </p>
        </div>
        <Button variant="outline" onClick={() => setCreating(true)}>
          <Globe aria-hidden="true" /> Create Publishable Key
        </Button>
      </div>
      <KeyTable
        query={keys}
        loadingLabel="Loading publishable keys…"
        spinnerClassName="py-8"
        what="the publishable keys"
        empty="No publishable keys yet. Create one for a headless front end."
        label="Publishable keys"
        columns={<TableHead className="hidden md:table-cell">Allowed websites</TableHead>}
        summary={(key) => (
          <>
            <div className="flex items-center gap-1">
              <code className="break-all font-mono text-xs text-muted-foreground">{key.key}</code>
              {key.revokedAt ? null : <CopyKeyButton value={key.key} name={key.name} />}
            </div>
            <p className="text-xs text-muted-foreground">
              Created {day(key.createdAt)}
              {key.createdBy ? ` by ${key.createdBy}` : ''}
              {key.revokedAt ? null : ' · Active'}
            </p>
            {key.revokedAt ? <Badge variant="secondary">Revoked {day(key.revokedAt)}</Badge> : null}
            <p className="text-xs text-muted-foreground break-all md:hidden">
              {key.allowedOrigins.join(', ') || 'No websites: servers only'}
            </p>
          </>
        )}
        cells={(key) => (
          <TableCell className="hidden md:table-cell min-w-56 text-sm">
            {key.allowedOrigins.length ? (
              <ul>
                {key.allowedOrigins.map((origin) => (
                  <li key={origin} className="font-mono text-xs break-all">
                    {origin}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-muted-foreground">None: servers only</span>
            )}
          </TableCell>
        )}
        revoke={{
          mutation: revoke,
          message: 'Front ends using this key stop working at once. This cannot be undone.',
          done: 'Publishable key revoked',
        }}
      />
      <CreateStorefrontKeyDialog open={creating} onClose={() => setCreating(false)} tenantId={tenantId} />
    </section>
  );
}
