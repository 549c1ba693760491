// "Sign out everywhere": asks first, then ends every session of the account (other browsers,
// phones, a computer left signed in) and this one, and says so in a toast.
import { MonitorX } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';

export function SignOutEverywhereButton() {
  const signOut = useSignOutEverywhere({
    onSuccess: () =>
      toast({
        title: 'Signed out everywhere',
        description: 'Every session of your account has ended, including this one.',
      }),
    onError: (error) =>
      toast({ title: 'Sign out failed', description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={signOut.isPending}>
          <MonitorX aria-hidden="true" /> Sign out everywhere
        </Button>
      }
      title="Sign out everywhere?"
      message="This ends every session of your account on every device, this one included. You will need to sign in again."
      confirmLabel="Sign out everywhere"
      pending={signOut.isPending}
      onConfirm={() => signOut.mutate()}
    />
  );
}
