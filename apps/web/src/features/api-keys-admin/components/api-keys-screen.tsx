// Settings → API keys (ADR 0072), owners only: the store's keys (name, prefix, scopes, created,
// expiry, last use and address), creating one (its key shown once) and revoking one after
// confirmation; below, the publishable store-front keys (ADR 0076).
import type { ApiKey, CreatedApiKey } from '@storefleet/contracts';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { ConfirmMutationDialog } from '@/components/confirm-mutation-dialog.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys.ts';
import { CreateApiKeyDialog, NewApiKeyDialog } from './create-api-key-dialog.tsx';
import { RevokeKeyCell } from './revoke-key-cell.tsx';
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
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

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
      {keys.isPending ? (
        <Spinner label="Loading API keys…" className="py-12" />
      ) : keys.isError ? (
        <LoadError what="the API keys" onRetry={() => keys.refetch()} />
      ) : keys.data.keys.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
          No API keys yet. Create one for each program that needs access, so you can revoke them one by one.
        </p>
      ) : (
        <Card className="overflow-hidden">
          <Table aria-label="API keys">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Key</TableHead>
                <TableHead className="hidden md:table-cell">Scopes</TableHead>
                <TableHead className="hidden sm:table-cell">Last used</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {keys.data.keys.map((key) => (
                <TableRow key={key.id}>
                  <TableCell>
                    <p className="font-medium break-all">{key.name}</p>
                    <p className="font-mono text-xs text-muted-foreground">{key.prefix}…</p>
                    <p className="text-xs text-muted-foreground">
                      Created {day(key.createdAt)}
                      {key.createdBy ? ` by ${key.createdBy}` : ''} · {status(key)}
                    </p>
                    <p className="text-xs text-muted-foreground md:hidden">{key.scopes.join(', ')}</p>
                    <p className="text-xs text-muted-foreground sm:hidden">
                      Last used{' '}
                      {key.lastUsedAt ? `${when(key.lastUsedAt)} from ${key.lastUsedIp ?? '—'}` : 'never'}
                    </p>
                  </TableCell>
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
                  <RevokeKeyCell
                    name={key.name}
                    revoked={key.revokedAt !== null}
                    onRevoke={() => setRevoking(key)}
                  />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}

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
      <ConfirmMutationDialog
        target={revoking}
        onClose={() => setRevoking(null)}
        title={(key) => `Revoke ${key.name}?`}
        message="Programs using this key stop working at once. This cannot be undone."
        confirmLabel="Revoke"
        mutation={revoke}
        variables={(key) => key.id}
        done="API key revoked"
        failed="Could not revoke the key"
      />
    </div>
  );
}
