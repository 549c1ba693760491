// The dashboard's launch checklist (ADR 0081): while the store is not launched, what is ready (each
// step read from the store's data, each linking to its screen), the store-front password shoppers
// type meanwhile, and 'Launch store', asked once more since a launch cannot be taken back.
import { Check, Circle } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useStoreLaunch } from '../api/get-store-launch.ts';
import { useLaunchStore, useSetStorefrontPassword } from '../api/store-launch-writes.ts';

export function LaunchChecklist({ tenantId }: { tenantId?: number }) {
  const launch = useStoreLaunch(tenantId);
  const savePassword = useSetStorefrontPassword(tenantId);
  const launchStore = useLaunchStore(tenantId);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const stored = launch.data?.storefrontPassword ?? '';
  useEffect(() => setPassword(stored), [stored]);

  // Nothing to do once launched; a failed read leaves the dashboard as it was.
  if (!launch.data || launch.data.launched) return null;
  const { steps } = launch.data;
  const ready = steps.filter((step) => step.done).length;

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    const value = password.trim();
    if (value.length < 4) {
      setPasswordError('The store password needs at least 4 characters');
      return;
    }
    setPasswordError(undefined);
    try {
      await savePassword.mutateAsync(value);
      toast({ title: 'Store password saved' });
    } catch (error) {
      setPasswordError(errorMessage(error));
    }
  };

  const confirmLaunch = async () => {
    try {
      await launchStore.mutateAsync(undefined);
      toast({ title: 'Your store is live', description: 'Every shopper can now see it.' });
    } catch (error) {
      toast({ title: 'Launch failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Card aria-labelledby="launch-checklist-title" role="region">
      <CardHeader>
        <CardTitle id="launch-checklist-title" className="text-xl">
          Launch your store
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          Your store front is not launched yet: shoppers see a password page. {ready} of {steps.length} steps
          done.
        </p>
      </CardHeader>
      <CardContent className="space-y-6">
        <ol className="space-y-2" aria-label="Launch checklist">
          {steps.map((step) => (
            <li key={step.key} className="flex items-center gap-3">
              {step.done ? (
                <Check aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
              ) : (
                <Circle aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              )}
              <Link href={step.href} className="min-w-0 underline-offset-4 hover:underline">
                {step.title}
              </Link>
              <span className="ml-auto shrink-0 text-sm text-muted-foreground">
                {step.done ? 'Done' : 'To do'}
              </span>
            </li>
          ))}
        </ol>
        <form onSubmit={submitPassword} noValidate className="flex flex-wrap items-end gap-3">
          <FormField
            id="storefront-password"
            label="Store password"
            description="Shoppers who have it can look around before you launch."
            error={passwordError}
            className="min-w-0 flex-1"
          >
            <Input
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="off"
            />
          </FormField>
          <Button type="submit" variant="outline" disabled={savePassword.isPending}>
            Save password
          </Button>
        </form>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={<Button>Launch store</Button>}
          title="Launch your store?"
          message="Every shopper and search engine will see your store front. The password page goes away for good."
          confirmLabel="Launch store"
          pending={launchStore.isPending}
          onConfirm={() => void confirmLaunch()}
        />
      </CardContent>
    </Card>
  );
}
