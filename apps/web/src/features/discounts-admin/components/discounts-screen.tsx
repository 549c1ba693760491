// The Discounts screen (ADR 0032): the store's codes with type, value, usage and the
// status the server computed, a search box, create and edit in a dialog, delete after confirmation.

import {
  DISCOUNT_STATUS_LABELS,
  DISCOUNT_TYPE_LABELS,
  type Discount,
  formatDiscountValue,
} from '@storefleet/contracts';
import { Plus, Search, TicketPercent } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ConfirmMutationDialog } from '@/components/confirm-mutation-dialog.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { ListTable } from '@/components/list-table.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { EditDeleteActions } from '@/components/row-actions.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TableCell, TableHead, TableRow } from '@/components/ui/table.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useDeleteDiscount } from '../api/delete-discount.ts';
import { useDiscounts } from '../api/get-discounts.ts';
import { type DiscountChoices, type DiscountEditing, DiscountFormDialog } from './discount-form-dialog.tsx';
import {
  discountStatusBadge,
  formatDiscountDates,
  formatDiscountUsage,
  formatMinimumSpend,
} from './discount-form-values.ts';

const SEARCH_DELAY_MS = 300;

export function DiscountsScreen({ tenantId, choices }: { tenantId?: number; choices: DiscountChoices }) {
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchInput), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);
  const discounts = useDiscounts(tenantId, search);
  const remove = useDeleteDiscount(tenantId);
  const [editing, setEditing] = useState<DiscountEditing>(null);
  const [deleting, setDeleting] = useState<Discount | null>(null);

  const list = (discounts.data ?? []).filter((d) => !(remove.isPending && remove.variables === d.id));
  const createButton = (
    <Button write onClick={() => setEditing({})}>
      <Plus aria-hidden="true" /> Create Discount Code
    </Button>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchField
          id="discount-search"
          label="Search codes"
          placeholder="Code"
          value={searchInput}
          onChange={setSearchInput}
          className="w-full max-w-sm"
        />
        {createButton}
      </div>
      <Card className="overflow-hidden">
        {discounts.isPending ? (
          <Spinner label="Loading discount codes…" className="py-12" />
        ) : discounts.isError ? (
          <LoadError
            layout="centered"
            message={errorMessage(discounts.error)}
            onRetry={() => discounts.refetch()}
          />
        ) : list.length === 0 ? (
          search.trim() ? (
            <EmptyState icon={Search} title={`No discount codes match “${search.trim()}”`} titleAs="p" />
          ) : (
            <EmptyState icon={TicketPercent} title="No discount codes yet" titleAs="p" action={createButton}>
              Create a code to give shoppers a percentage or an amount off, or free shipping.
            </EmptyState>
          )
        ) : (
          <ListTable
            label="Discount codes"
            columns={
              <>
                <TableHead>Code</TableHead>
                <TableHead className="hidden sm:table-cell">Type</TableHead>
                <TableHead>Value</TableHead>
                <TableHead className="hidden sm:table-cell">Minimum spend</TableHead>
                <TableHead className="hidden md:table-cell">Dates</TableHead>
                <TableHead>Usage</TableHead>
                <TableHead className="hidden sm:table-cell">Status</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </>
            }
          >
            {list.map((discount) => (
              <TableRow key={discount.id} data-testid={`discount-${discount.code}`}>
                <TableCell>
                  <p className="font-mono font-semibold break-all">{discount.code}</p>
                  {/* On a phone the columns hidden there read under the code. */}
                  <p className="text-xs text-muted-foreground sm:hidden">
                    Minimum spend {formatMinimumSpend(discount)}
                  </p>
                  <p className="text-xs text-muted-foreground md:hidden">{formatDiscountDates(discount)}</p>
                  <Badge variant={discountStatusBadge[discount.status]} className="mt-1 sm:hidden">
                    {DISCOUNT_STATUS_LABELS[discount.status]}
                  </Badge>
                </TableCell>
                <TableCell className="hidden sm:table-cell">{DISCOUNT_TYPE_LABELS[discount.type]}</TableCell>
                <TableCell className="tabular-nums">{formatDiscountValue(discount)}</TableCell>
                <TableCell className="hidden tabular-nums sm:table-cell" data-testid="discount-min-spend">
                  {formatMinimumSpend(discount)}
                </TableCell>
                <TableCell className="hidden whitespace-nowrap md:table-cell" data-testid="discount-dates">
                  {formatDiscountDates(discount)}
                </TableCell>
                <TableCell className="tabular-nums" data-testid="discount-usage">
                  {formatDiscountUsage(discount)}
                </TableCell>
                <TableCell className="hidden sm:table-cell">
                  <Badge variant={discountStatusBadge[discount.status]}>
                    {DISCOUNT_STATUS_LABELS[discount.status]}
                  </Badge>
                </TableCell>
                <TableCell className="text-right">
                  <EditDeleteActions
                    className="justify-end"
                    name={discount.code}
                    onEdit={() => setEditing({ discount })}
                    onDelete={() => setDeleting(discount)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </ListTable>
        )}
      </Card>
      <DiscountFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        tenantId={tenantId}
        choices={choices}
      />
      <ConfirmMutationDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title={(discount) => `Delete ${discount.code}?`}
        message="Shoppers can no longer use this code. Orders that used it keep their discount."
        confirmLabel="Delete"
        mutation={remove}
        variables={(discount) => discount.id}
        done="Discount code deleted"
        failed="Error deleting discount code"
      />
    </div>
  );
}
