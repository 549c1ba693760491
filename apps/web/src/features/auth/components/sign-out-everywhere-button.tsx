// "Sign out everywhere": asks first, then ends every session of the account (other browsers,
// phones, a computer left signed in) and this one, and says so in a toast.
import { MonitorX } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useApiMessage } from '@/lib/i18n/api-message.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { toast } from '@/lib/toast.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';

export function SignOutEverywhereButton() {
  const t = useT();
  const say = useApiMessage();
  const signOut = useSignOutEverywhere({
    onSuccess: () =>
      toast({
        title: t('signOutEverywhere.done'),
        description: t('signOutEverywhere.doneText'),
      }),
    onError: (error) =>
      toast({ title: t('signOutEverywhere.failed'), description: say(error), variant: 'destructive' }),
  });
  return (
    <ConfirmDialog
      cancelLabel={t('common.cancel')}
      trigger={
        <Button variant="outline" disabled={signOut.isPending}>
          <MonitorX aria-hidden="true" /> {t('signOutEverywhere.button')}
        </Button>
      }
      title={t('signOutEverywhere.title')}
      message={t('signOutEverywhere.message')}
      confirmLabel={t('signOutEverywhere.button')}
      pending={signOut.isPending}
      onConfirm={() => signOut.mutate()}
    />
  );
}
