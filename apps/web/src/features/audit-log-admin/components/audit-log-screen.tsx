// The Audit log screen: every admin write to the store (or, for the super admin, the platform),
// newest first, filtered by member, entity and date on the server and paged there.
import { auditEntityTypes } from '@storefleet/contracts';
import { ScrollText } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { PagedListCard } from '@/components/paged-list-card.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AuditLogTable } from './audit-log-table.tsx';

export const AUDIT_PAGE_SIZE = 25;

/** 'shipping-option' → 'Shipping option': the filter names things in words. */
export function entityTypeLabel(type: string): string {
  const words = type.replace(/-/g, ' ').replace('email', 'e-mail').replace('vat', 'VAT');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
const MEMBER_DELAY_MS = 300;
const ALL = 'all';

type Filters = { member: string; entity: string; from: string; to: string };
const noFilters: Filters = { member: '', entity: '', from: '', to: '' };

/** `tenantId`: the store in a super admin's URL; `canSeePlatform`: offer the platform's entries. */
export function AuditLogScreen({ tenantId, canSeePlatform }: { tenantId?: number; canSeePlatform: boolean }) {
  const id = useId();
  const [memberInput, setMemberInput] = useState('');
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [platform, setPlatform] = useState(false);
  const [page, setPage] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => {
      setFilters((current) =>
        current.member === memberInput ? current : { ...current, member: memberInput },
      );
      setPage(0);
    }, MEMBER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [memberInput]);

  const setFilter = (name: keyof Filters, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(0);
  };
  const clear = () => {
    setMemberInput('');
    setFilters(noFilters);
    setPage(0);
  };

  const log = useAuditLog({
    tenantId,
    platform,
    ...filters,
    limit: AUDIT_PAGE_SIZE,
    offset: page * AUDIT_PAGE_SIZE,
  });
  const entries = log.data?.entries ?? [];
  const filtered = Object.values(filters).some((value) => value !== '');

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1 space-y-1">
          <Label htmlFor={`${id}-member`}>Member</Label>
          <Input
            id={`${id}-member`}
            type="search"
            placeholder="Username or user id"
            value={memberInput}
            onChange={(event) => setMemberInput(event.target.value)}
          />
        </div>
        <div className="w-48 space-y-1">
          <Label htmlFor={`${id}-entity`}>Kind of change</Label>
          <Select
            value={filters.entity || ALL}
            onValueChange={(value) => setFilter('entity', value === ALL ? '' : value)}
          >
            <SelectTrigger id={`${id}-entity`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Everything</SelectItem>
              {auditEntityTypes.map((type) => (
                <SelectItem key={type} value={type}>
                  {entityTypeLabel(type)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            onChange={(event) => setFilter('from', event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={filters.to}
            onChange={(event) => setFilter('to', event.target.value)}
          />
        </div>
        <Button variant="outline" onClick={clear} disabled={!filtered && memberInput === ''}>
          Clear filters
        </Button>
        {canSeePlatform ? (
          <div className="flex items-center gap-2 pb-2">
            <Switch
              id={`${id}-platform`}
              checked={platform}
              onCheckedChange={(checked) => {
                setPlatform(checked);
                setPage(0);
              }}
            />
            <Label htmlFor={`${id}-platform`}>Platform entries</Label>
          </div>
        ) : null}
      </div>
      <PagedListCard
        read={log}
        rowCount={entries.length}
        pages={{ page, size: AUDIT_PAGE_SIZE, onPage: setPage, label: 'Audit log pages' }}
        what="the audit log"
        failure={isApiError(log.error) && log.error.status === 400 ? log.error.detail : undefined}
        empty={{
          icon: ScrollText,
          title: 'No entries found',
          text: filtered
            ? 'No change matches these filters.'
            : 'Changes made in the admin appear here: who made them, when and what changed.',
        }}
      >
        <AuditLogTable entries={entries} linked={tenantId === undefined && !platform} />
      </PagedListCard>
    </div>
  );
}
