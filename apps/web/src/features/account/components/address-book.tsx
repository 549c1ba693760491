// The account's "Addresses" section: the customer's saved addresses in this store, the default
// first and marked; add, edit, make default, and delete after a confirmation. Loading, empty and
// error states; one column on a phone, two beside each other from small screens up.
import { type CustomerAddress, DEFAULT_COUNTRY, MAX_SAVED_ADDRESSES } from '@storefleet/contracts';
import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { localCountryName } from '@/components/country-names.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { badgeVariants } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useApiMessage } from '@/lib/i18n/api-message.ts';
import { useLanguage, useT } from '@/lib/i18n/language.tsx';
import { toast } from '@/lib/toast.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useMyAddresses } from '../api/get-my-addresses.ts';
import { useSaveAddress } from '../api/save-address.ts';
import { AddressFormDialog } from './address-form-dialog.tsx';

type Editing = { address?: CustomerAddress } | null;

function AddressCard({
  address,
  onEdit,
  onMakeDefault,
  onDelete,
  busy,
}: {
  address: CustomerAddress;
  onEdit(): void;
  onMakeDefault(): void;
  onDelete(): void;
  busy: boolean;
}) {
  const t = useT();
  const { language } = useLanguage();
  const name = `${address.firstName} ${address.lastName}`;
  return (
    <Card className="h-full" data-testid="saved-address">
      <CardContent className="flex h-full flex-col gap-3 pt-6 text-sm">
        <div className="flex items-start justify-between gap-2">
          <p className="font-medium">{name}</p>
          {address.isDefault ? (
            <span className={badgeVariants({ variant: 'success' })}>{t('addresses.default')}</span>
          ) : null}
        </div>
        <address className="not-italic text-muted-foreground">
          {address.address}
          <br />
          {address.city}
          <br />
          {address.state ? `${address.state} ` : ''}
          {address.zipCode}
          {address.country !== DEFAULT_COUNTRY ? (
            <>
              <br />
              {localCountryName(address.country, language)}
            </>
          ) : null}
        </address>
        <div className="mt-auto flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={onEdit}
            aria-label={t('addresses.editLabel', { address: address.address })}
          >
            {t('addresses.edit')}
          </Button>
          {address.isDefault ? null : (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={onMakeDefault}
              aria-label={t('addresses.makeDefaultLabel', { address: address.address })}
            >
              {t('addresses.makeDefault')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive"
            onClick={onDelete}
            aria-label={t('addresses.deleteLabel', { address: address.address })}
          >
            {t('addresses.delete')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

export function AddressBook({ tenantId }: { tenantId: number }) {
  const t = useT();
  const apiMessage = useApiMessage();
  const addresses = useMyAddresses(tenantId);
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);
  const rows = addresses.data ?? [];
  const full = rows.length >= MAX_SAVED_ADDRESSES;

  const makeDefault = (address: CustomerAddress) => {
    const { id, createdAt: _created, isDefault: _was, ...fields } = address;
    save.mutate(
      { tenantId, id, input: { ...fields, isDefault: true } },
      {
        onSuccess: () => toast({ title: t('addresses.defaultChanged') }),
        onError: (error) =>
          toast({
            title: t('addresses.defaultFailed'),
            description: apiMessage(error),
            variant: 'destructive',
          }),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { tenantId, id: deleting.id },
      {
        onSuccess: () => toast({ title: t('addresses.deleted') }),
        onError: (error) =>
          toast({
            title: t('addresses.deleteFailed'),
            description: apiMessage(error),
            variant: 'destructive',
          }),
        onSettled: () => setDeleting(null),
      },
    );
  };

  let body: React.ReactNode;
  if (addresses.isPending) body = <Spinner label={t('addresses.loading')} className="min-h-32" />;
  else if (addresses.isError) {
    body = (
      <LoadError
        message={t('addresses.loadFailed')}
        retryLabel={t('common.tryAgain')}
        onRetry={() => void addresses.refetch()}
      />
    );
  } else if (rows.length === 0) {
    body = (
      <EmptyState icon={MapPin} title={t('addresses.empty')} titleAs="p">
        {t('addresses.emptyText')}
      </EmptyState>
    );
  } else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2">
        {rows.map((address) => (
          <li key={address.id}>
            <AddressCard
              address={address}
              busy={save.isPending}
              onEdit={() => setEditing({ address })}
              onMakeDefault={() => makeDefault(address)}
              onDelete={() => setDeleting(address)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="saved-addresses" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="saved-addresses" className="text-2xl font-semibold tracking-tight">
          {t('addresses.title')}
        </h2>
        <Button onClick={() => setEditing({})} disabled={full || addresses.isPending}>
          <Plus aria-hidden="true" />
          {t('addresses.add')}
        </Button>
      </div>
      {full ? (
        <p className="text-sm text-muted-foreground">{t('addresses.full', { max: MAX_SAVED_ADDRESSES })}</p>
      ) : null}
      {body}
      <AddressFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        tenantId={tenantId}
        address={editing?.address}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('addresses.deleteTitle')}
        message={
          deleting
            ? t(deleting.isDefault ? 'addresses.deleteMessageDefault' : 'addresses.deleteMessage', {
                address: `${deleting.address}, ${deleting.city}, ${deleting.zipCode}`,
              })
            : ''
        }
        confirmLabel={t('addresses.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
