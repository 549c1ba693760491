// Creating an API key (ADR 0072): a name, the scopes ticked by area (read, write), an optional
// expiry; then the key shown once, with a copy button and a warning that it cannot be seen again.
import { API_KEY_SCOPE_GROUPS, type ApiKeyScope, type CreatedApiKey } from '@storefleet/contracts';
import { useEffect, useState } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { FormFieldset } from '@/components/form-fieldset.tsx';
import { SecretShownOnceDialog } from '@/components/secret-shown-once-dialog.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useCreateApiKey } from '../api/api-keys.ts';
import { KeyFormDialog } from './key-form-dialog.tsx';

const ACCESS_LABEL = { read: 'Read', write: 'Write' } as const;

export function CreateApiKeyDialog({
  open,
  onClose,
  onCreated,
  tenantId,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: CreatedApiKey) => void;
  tenantId?: number;
}) {
  const create = useCreateApiKey(tenantId);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expires, setExpires] = useState('');
  const [error, setError] = useState<{ name?: string; scopes?: string; expires?: string }>({});
  useEffect(() => {
    if (open) {
      setName('');
      setScopes([]);
      setExpires('');
      setError({});
    }
  }, [open]);

  const submit = async () => {
    // An expiry date means the end of that day, in the owner's time zone.
    const expiresAt = expires ? new Date(`${expires}T23:59:59`) : null;
    const problems = {
      name: name.trim() ? undefined : 'Give the key a name',
      scopes: scopes.length ? undefined : 'Choose at least one scope',
      expires:
        expiresAt && expiresAt.getTime() <= Date.now() ? 'The expiry must be in the future' : undefined,
    };
    setError(problems);
    if (problems.name || problems.scopes || problems.expires) return;
    const created = await create.mutateAsync({
      name: name.trim(),
      scopes,
      expiresAt: expiresAt?.toISOString() ?? null,
    });
    onCreated(created);
  };

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) =>
      on ? [...current.filter((s) => s !== scope), scope] : current.filter((s) => s !== scope),
    );

  return (
    <KeyFormDialog
      open={open}
      onClose={onClose}
      title="Create an API key"
      description="A program with this key can use the parts of this store's admin you tick, and nothing else."
      onSubmit={submit}
      nameId="api-key-name"
      nameExample="Warehouse sync"
      name={name}
      onNameChange={setName}
      nameError={error.name}
    >
      <FormFieldset legend="Scopes" error={error.scopes} errorId="api-key-scopes-error">
        <div className="grid gap-2 sm:grid-cols-2">
          {API_KEY_SCOPE_GROUPS.map((group) => (
            <div key={group.area} className="rounded-md border p-2">
              <p className="mb-1 text-sm font-medium">{group.label}</p>
              <div className="flex gap-4">
                {group.scopes.map((scope) => {
                  const id = `api-key-scope-${scope.replace(':', '-')}`;
                  return (
                    <div key={scope} className="flex items-center gap-2">
                      <Checkbox
                        id={id}
                        checked={scopes.includes(scope)}
                        onCheckedChange={(checked) => toggle(scope, checked === true)}
                        aria-label={scope}
                      />
                      <Label htmlFor={id}>{ACCESS_LABEL[scope.split(':')[1] as 'read' | 'write']}</Label>
                    </div>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      </FormFieldset>
      <FormField
        id="api-key-expires"
        label="Expires (optional)"
        error={error.expires}
        description="Leave empty for a key that works until you revoke it."
      >
        <Input type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
      </FormField>
    </KeyFormDialog>
  );
}

/** The key, once: copy it now, it is not shown again. */
export function NewApiKeyDialog({
  created,
  onClose,
}: {
  created: CreatedApiKey | null;
  onClose: () => void;
}) {
  return (
    <SecretShownOnceDialog
      secret={created?.key ?? null}
      onClose={onClose}
      title="Your new API key"
      description={
        <>
          Send it as <code>Authorization: Bearer …</code> with each request.
        </>
      }
      warning="Store it somewhere safe; anyone with it can act on this store."
      secretLabel="API key"
    />
  );
}
