// Settings → Domains (ADR 0070): the store's own domains with their state and why a check failed,
// the DNS records to create (each value copyable), the add form (the contracts' host-name rule, so
// the browser says what the server would), "Check now", "Make primary" and remove after confirmation.
import { hostNameProblem, type StoreDomain } from '@storefleet/contracts';
import { Copy, Globe, Plus, RefreshCw, Star, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmMutationDialog } from '@/components/confirm-mutation-dialog.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { FormField } from '@/components/form-field.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { StoreWritesAllowed } from '@/components/store-read-only.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useAddDomain, useCheckDomain, useMakeDomainPrimary, useRemoveDomain } from '../api/domain-writes.ts';
import { useDomains } from '../api/get-domains.ts';
import { DomainStateBadge } from './domain-state-badge.tsx';

async function copy(value: string) {
  try {
    await navigator.clipboard.writeText(value);
    toast({ title: 'Copied', description: value });
  } catch {
    toast({
      title: 'Could not copy',
      description: 'Select the value and copy it yourself.',
      variant: 'destructive',
    });
  }
}

/** A record's name or value in its <dl>, with a button that copies it. */
function CopyableField({ term, value, copyLabel }: { term: string; value: string; copyLabel: string }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="break-all font-mono text-xs">{value}</dd>
      <dd>
        <Button size="sm" variant="ghost" onClick={() => copy(value)} aria-label={copyLabel}>
          <Copy aria-hidden="true" />
        </Button>
      </dd>
    </>
  );
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : null);

function DnsRecords({ domain }: { domain: StoreDomain }) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">DNS records to create at your domain provider</p>
      <ul className="space-y-2">
        {domain.records.map((record) => (
          <li key={`${record.type}-${record.name}`} className="rounded-md border bg-muted/40 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="outline">{record.type}</Badge>
              <span className="text-muted-foreground">{record.purpose}</span>
            </div>
            <dl className="mt-2 grid grid-cols-[4rem_1fr_auto] items-center gap-x-2 gap-y-1">
              <CopyableField
                term="Name"
                value={record.name}
                copyLabel={`Copy ${record.type} record name ${record.name}`}
              />
              <CopyableField
                term="Value"
                value={record.value}
                copyLabel={`Copy ${record.type} record value`}
              />
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AddDomainForm({ tenantId }: { tenantId?: number }) {
  const id = useId();
  const add = useAddDomain(tenantId);
  const [host, setHost] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = hostNameProblem(host);
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    add.mutate(host.trim().toLowerCase(), {
      onSuccess: (domain) => {
        setHost('');
        toast({
          title: 'Domain added',
          description: `Create the DNS records for ${domain.host}, then check it.`,
        });
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <FormField
        id={`${id}-host`}
        label="Domain"
        error={error}
        description="A domain you own, such as shop.example.com"
        className="flex-1"
      >
        <Input
          value={host}
          onChange={(event) => setHost(event.target.value)}
          placeholder="shop.example.com"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="url"
        />
      </FormField>
      <Button type="submit" disabled={add.isPending} className="sm:mt-6">
        <Plus aria-hidden="true" /> {add.isPending ? 'Adding…' : 'Add domain'}
      </Button>
    </form>
  );
}

function DomainRow({
  domain,
  tenantId,
  onRemove,
}: {
  domain: StoreDomain;
  tenantId?: number;
  onRemove: (domain: StoreDomain) => void;
}) {
  const check = useCheckDomain(tenantId);
  const primary = useMakeDomainPrimary(tenantId);
  const verified = domain.state === 'verified' || domain.state === 'active';
  const checkNow = () =>
    check.mutate(domain.id, {
      onSuccess: (after) =>
        toast(
          after.state === 'failed'
            ? {
                title: `${after.host} is not verified yet`,
                description: after.failureReason ?? undefined,
                variant: 'destructive',
              }
            : { title: `${after.host} is verified` },
        ),
      onError: (failure) =>
        toast({
          title: 'Could not check the domain',
          description: errorMessage(failure),
          variant: 'destructive',
        }),
    });
  const makePrimary = () =>
    primary.mutate(domain.id, {
      onSuccess: () => toast({ title: `${domain.host} is now your primary domain` }),
      onError: (failure) =>
        toast({
          title: 'Could not make it primary',
          description: errorMessage(failure),
          variant: 'destructive',
        }),
    });

  return (
    <li className="space-y-3 p-4" aria-label={domain.host}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 break-all font-medium">{domain.host}</p>
        <DomainStateBadge state={domain.state} />
        {domain.isPrimary ? (
          <Badge variant="default">
            <Star aria-hidden="true" className="mr-1 size-3" /> Primary
          </Badge>
        ) : null}
      </div>
      {domain.failureReason && !verified ? (
        <p role="status" className="text-sm text-destructive">
          {domain.failureReason}
        </p>
      ) : null}
      {domain.routingProblem ? <p className="text-sm text-amber-800">{domain.routingProblem}</p> : null}
      <p className="text-xs text-muted-foreground">
        {domain.verifiedAt
          ? `Verified ${when(domain.verifiedAt)}`
          : domain.lastCheckedAt
            ? `Last checked ${when(domain.lastCheckedAt)}${domain.nextCheckAt ? ` · checked again automatically ${when(domain.nextCheckAt)}` : ''}`
            : 'Not checked yet: we check automatically every few minutes, or check now once the records exist.'}
      </p>
      {verified ? null : <DnsRecords domain={domain} />}
      <StoreWritesAllowed>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={checkNow} disabled={check.isPending}>
            <RefreshCw aria-hidden="true" /> {check.isPending ? 'Checking…' : 'Check now'}
          </Button>
          {verified && !domain.isPrimary ? (
            <Button size="sm" variant="outline" onClick={makePrimary} disabled={primary.isPending}>
              <Star aria-hidden="true" /> Make primary
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onRemove(domain)}
            aria-label={`Remove ${domain.host}`}
          >
            <Trash2 aria-hidden="true" /> Remove
          </Button>
        </div>
      </StoreWritesAllowed>
      {verified ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">DNS records</summary>
          <div className="pt-2">
            <DnsRecords domain={domain} />
          </div>
        </details>
      ) : null}
    </li>
  );
}

export function DomainsManager({ tenantId }: { tenantId?: number }) {
  const domains = useDomains(tenantId);
  const remove = useRemoveDomain(tenantId);
  const [removing, setRemoving] = useState<StoreDomain | null>(null);

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Show your store at your own domain. Add it, create the DNS records shown, then check it. Once
        verified, make it primary to send your store&apos;s visitors there.
      </p>
      <StoreWritesAllowed>
        <AddDomainForm tenantId={tenantId} />
      </StoreWritesAllowed>
      <Card className="overflow-hidden">
        {domains.isPending ? (
          <Spinner label="Loading domains…" className="py-12" />
        ) : domains.isError ? (
          <LoadError what="domains" onRetry={() => domains.refetch()} />
        ) : domains.data.length === 0 ? (
          <EmptyState icon={Globe} title="No domains yet" titleAs="p">
            Your store is reachable at its Storefleet address. Add a domain you own to use it instead.
          </EmptyState>
        ) : (
          <ul className="divide-y">
            {domains.data.map((domain) => (
              <DomainRow key={domain.id} domain={domain} tenantId={tenantId} onRemove={setRemoving} />
            ))}
          </ul>
        )}
      </Card>
      <ConfirmMutationDialog
        target={removing}
        onClose={() => setRemoving(null)}
        title={() => 'Remove this domain?'}
        message={(domain) =>
          domain.isPrimary
            ? `${domain.host} is your primary domain. Once removed, it no longer shows your store and visitors stay on your Storefleet address.`
            : `${domain.host} will no longer show your store.`
        }
        confirmLabel="Remove"
        mutation={remove}
        variables={(domain) => domain.id}
        done={(domain) => `${domain.host} removed`}
        failed="Could not remove the domain"
      />
    </div>
  );
}
