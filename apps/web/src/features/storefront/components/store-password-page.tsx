// The page a shopper sees while a store is not launched (ADR 0081): the store is getting ready, and
// whoever has its password (the owner hands it out) can look around. A right password reloads the
// page, which the server then answers with the store.
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { enterStorePassword } from '../api/enter-store-password.ts';

export function StorePasswordPage({
  tenantId,
  storeName,
  onOpened = () => window.location.reload(),
}: {
  tenantId: number;
  storeName: string;
  onOpened?: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const t = useT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password.trim()) {
      setError(t('password.required'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await enterStorePassword(tenantId, password);
      onOpened();
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="store-opening-soon" className="mx-auto max-w-md px-4 py-16 sm:py-24">
      <h1 id="store-opening-soon" className="text-3xl font-bold tracking-tight">
        {t('password.title')}
      </h1>
      <p className="mt-3 text-muted-foreground">{t('password.intro', { store: storeName })}</p>
      <form onSubmit={submit} noValidate className="mt-8 space-y-4">
        <FormField id="store-password" label={t('password.label')} error={error}>
          <Input
            type="password"
            autoComplete="off"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? t('password.checking') : t('password.enter')}
        </Button>
      </form>
    </section>
  );
}
