// The Create Tenant / Edit dialog (spec admin §2, §5, §8): the slug follows the name until it is
// edited by hand; a new store can get its owner's account at once (DESIGN §9); an edited store on its
// trial shows when the trial ends, to extend or end it (ADR 0049).
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminTenant, type SubscriptionPlan, slugify } from '@storefleet/contracts';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '@/components/checkbox-field.tsx';
import type { DialogOpenProps } from '@/components/dialog-shell.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
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
import { TenantTrialField } from './tenant-trial-field.tsx';

type TenantFormDialogProps = DialogOpenProps & {
  plans: SubscriptionPlan[];
  /** The store to edit; none creates a new one. */
  tenant?: AdminTenant;
  /** The spec's success toast differs by screen ('Tenant created successfully' on Tenant Management). */
  createdTitle?: string;
};

export function TenantFormDialog({
  plans,
  tenant,
  createdTitle = 'Tenant store created successfully',
  ...dialog
}: TenantFormDialogProps) {
  const form = useForm<TenantFormInput, unknown, TenantFormValues>({
    resolver: zodResolver(tenantFormSchema),
    defaultValues: tenantFormDefaults(tenant, plans),
  });
  const slugEdited = useRef(Boolean(tenant));
  useEffect(() => {
    if (!dialog.open) return;
    form.reset(tenantFormDefaults(tenant, plans));
    slugEdited.current = Boolean(tenant);
  }, [dialog.open, tenant, plans, form]);

  const name = form.watch('name');
  useEffect(() => {
    if (slugEdited.current) return;
    // After a submit, re-check so a 'Slug is required' from an empty name goes once the name is typed.
    form.setValue('slug', slugify(name ?? '').slice(0, 100), { shouldValidate: form.formState.isSubmitted });
  }, [name, form]);

  const save = useSaveTenant();
  const submit = async (values: TenantFormValues) => {
    const saved = tenant
      ? await save.mutateAsync({ mode: 'edit', id: tenant.id, values: toTenantBody(values, plans, tenant) })
      : await save.mutateAsync({ mode: 'create', values: toCreateTenantBody(values, plans) });
    toast({ title: tenant ? 'Tenant store updated successfully' : createdTitle, description: saved.name });
    dialog.onOpenChange(false);
  };

  return (
    <FormDialog
      {...dialog}
      className="sm:max-w-xl"
      title={tenant ? `Edit ${tenant.name}` : 'Create New Store'}
      description={
        tenant
          ? 'Change the store’s details, status or plan. An inactive or suspended store is closed to shoppers and read-only for its owner.'
          : 'The store starts on a 14-day trial of the chosen plan.'
      }
      form={form}
      onSubmit={submit}
      submitLabel={tenant ? 'Save Changes' : 'Create Store'}
      pendingLabel="Saving..."
    >
      <TenantFormFields form={form} plans={plans} onSlugEdited={() => (slugEdited.current = true)} />
      {tenant ? (
        <>
          <TenantTrialField form={form} tenant={tenant} onEnded={() => dialog.onOpenChange(false)} />
          <CheckboxField
            control={form.control}
            name="paysByTransfer"
            id="tenant-pays-by-transfer"
            label="Pays by transfer: bills are e-mailed, never charged to the store’s card"
          />
        </>
      ) : (
        <OwnerFields form={form} />
      )}
    </FormDialog>
  );
}
