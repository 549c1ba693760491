// Settings → API keys (ADR 0072), owners only: the store's keys (name, prefix, scopes, created,
// expiry, last use and address), creating one (its key shown once) and revoking one after
// confirmation; below, the publishable store-front keys (ADR 0076).
import type { ApiKey, CreatedApiKey } from '@storefleet/contracts';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TableCell, TableHead } from '@/components/ui/table.tsx';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys.ts';
import { CreateApiKeyDialog, NewApiKeyDialog } from './create-api-key-dialog.tsx';
import { KeyTable } from './key-table.tsx';
import { StorefrontKeysSection } from './storefront-keys-section.tsx';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB');
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function status(key: ApiKey) {
  if (key.revokedAt) return <Badge variant="secondary">Revoked {day(key.revokedAt)}</Badge>;
  if (key.expiresAt && Date.parse(key.expiresAt) <= Date.now())
    return <Badge variant="destructive">Expired</Badge>;
  return key.expiresAt ? `Expires ${day(key.expiresAt)}` : 'No expiry';
}

export function ApiKeysScreen({ tenantId }: { tenantId?: number }) {
  const keys = useApiKeys(tenantId);
  const revoke = useRevokeApiKey(tenantId);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Keys let your own programs use this store's admin API, limited to the scopes you choose.
        </p>
        <Button onClick={() => setCreating(true)}>
          <KeyRound aria-hidden="true" /> Create API Key
        </Button>
      </div>
      <KeyTable
        query={keys}
        loadingLabel="Loading API keys…"
        spinnerClassName="py-12"
        what="the API keys"
        empty="No API keys yet. Create one for each program that needs access, so you can revoke them one by one."
        label="API keys"
        columns={
          <>
            <TableHead className="hidden md:table-cell">Scopes</TableHead>
            <TableHead className="hidden sm:table-cell">Last used</TableHead>
          </>
        }
        summary={(key) => (
          <>
            <p className="font-mono text-xs text-muted-foreground">{key.prefix}…</p>
            <p className="text-xs text-muted-foreground">
              Created {day(key.createdAt)}
              {key.createdBy ? ` by ${key.createdBy}` : ''} · {status(key)}
            </p>
            <p className="text-xs text-muted-foreground md:hidden">{key.scopes.join(', ')}</p>
            <p className="text-xs text-muted-foreground sm:hidden">
              Last used {key.lastUsedAt ? `${when(key.lastUsedAt)} from ${key.lastUsedIp ?? '—'}` : 'never'}
            </p>
          </>
        )}
        cells={(key) => (
          <>
            <TableCell className="hidden md:table-cell">
              <div className="flex flex-wrap gap-1">
                {key.scopes.map((scope) => (
                  <Badge key={scope} variant="outline" className="font-mono">
                    {scope}
                  </Badge>
                ))}
              </div>
            </TableCell>
            <TableCell className="hidden sm:table-cell text-sm">
              {key.lastUsedAt ? (
                <>
                  {when(key.lastUsedAt)}
                  <span className="block text-xs text-muted-foreground">{key.lastUsedIp}</span>
                </>
              ) : (
                'Never'
              )}
            </TableCell>
          </>
        )}
        revoke={{
          mutation: revoke,
          message: 'Programs using this key stop working at once. This cannot be undone.',
          done: 'API key revoked',
        }}
      />

      <CreateApiKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
        }}
        tenantId={tenantId}
      />
      <NewApiKeyDialog created={created} onClose={() => setCreated(null)} />
      <StorefrontKeysSection tenantId={tenantId} />
    </div>
  );
}
