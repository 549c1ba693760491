// The Create Tenant / Edit dialog (spec admin §2, §5, §8): the slug follows the name until it is
// edited by hand; a new store can get its owner's account at once (DESIGN §9).
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminTenant, type SubscriptionPlan, slugify } from '@storefleet/contracts';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useSaveTenant } from '../api/save-tenant.ts';
import {
  type TenantFormInput,
  type TenantFormValues,
  tenantFormDefaults,
  tenantFormSchema,
  toCreateTenantBody,
  toTenantBody,
} from './tenant-form.ts';
import { TenantFormFields } from './tenant-form-fields.tsx';
import { OwnerFields } from './tenant-owner-fields.tsx';

type TenantFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plans: SubscriptionPlan[];
  /** The store to edit; none creates a new one. */
  tenant?: AdminTenant;
  /** The spec's success toast differs by screen ('Tenant created successfully' on Tenant Management). */
  createdTitle?: string;
};

export function TenantFormDialog({
  open,
  onOpenChange,
  plans,
  tenant,
  createdTitle = 'Tenant store created successfully',
}: TenantFormDialogProps) {
  const form = useForm<TenantFormInput, unknown, TenantFormValues>({
    resolver: zodResolver(tenantFormSchema),
    defaultValues: tenantFormDefaults(tenant, plans),
  });
  const slugEdited = useRef(Boolean(tenant));
  useEffect(() => {
    if (!open) return;
    form.reset(tenantFormDefaults(tenant, plans));
    slugEdited.current = Boolean(tenant);
  }, [open, tenant, plans, form]);

  const name = form.watch('name');
  useEffect(() => {
    if (slugEdited.current) return;
    // After a submit, re-check so a 'Slug is required' from an empty name goes once the name is typed.
    form.setValue('slug', slugify(name ?? '').slice(0, 100), { shouldValidate: form.formState.isSubmitted });
  }, [name, form]);

  const save = useSaveTenant({
    onSuccess: (saved) => {
      toast({ title: tenant ? 'Tenant store updated successfully' : createdTitle, description: saved.name });
      onOpenChange(false);
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });

  const onSubmit = form.handleSubmit((values) =>
    tenant
      ? save.mutate({ mode: 'edit', id: tenant.id, values: toTenantBody(values, plans) })
      : save.mutate({ mode: 'create', values: toCreateTenantBody(values, plans) }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{tenant ? `Edit ${tenant.name}` : 'Create New Store'}</DialogTitle>
          <DialogDescription>
            {tenant
              ? 'Change the store’s details, status or plan. An inactive or suspended store is closed to shoppers and read-only for its owner.'
              : 'The store starts on a 14-day trial of the chosen plan.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TenantFormFields form={form} plans={plans} onSlugEdited={() => (slugEdited.current = true)} />
          {tenant ? null : <OwnerFields form={form} />}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
              {save.isPending ? 'Saving...' : tenant ? 'Save Changes' : 'Create Store'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
