// /set-password?token=… (and /account/set-password): the link in the new-customer e-mail. The
// shopper chooses a password, then signs in with their e-mail address as username. The sign-in page
// it leads to keeps the store the shopper came from (?store=, ADR 0038).
import { zodResolver } from '@hookform/resolvers/zod';
import { type SetPasswordForm, setPasswordFormSchema } from '@storefleet/contracts';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { StatusPanel } from '@/components/status-panel.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useSetPassword } from '@/features/account/api/set-password.ts';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields.tsx';
import { withStore } from '@/features/tenants/shopper-store.ts';
import { useApiMessage } from '@/lib/i18n/api-message.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { toast } from '@/lib/toast.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function SetPasswordRoute({ storeSlug = null }: { storeSlug?: string | null }) {
  const t = useT();
  const say = useApiMessage();
  useDocumentTitle(t('setPassword.documentTitle'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const form = useForm<SetPasswordForm>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const mutation = useSetPassword();
  const loginHref = withStore('/login', storeSlug);

  if (!token) {
    return (
      <StatusPanel
        icon={KeyRound}
        title={t('reset.incomplete')}
        actions={
          <Link href={loginHref} className={buttonVariants()}>
            {t('setPassword.goToSignIn')}
          </Link>
        }
      >
        {t('reset.openAgain')}
      </StatusPanel>
    );
  }

  const submit = form.handleSubmit(({ password }) =>
    mutation.mutate(
      { token, password },
      {
        onSuccess: ({ username }) => {
          toast({ title: t('setPassword.done'), description: t('setPassword.doneText') });
          // The sign-in page fills in the address (history state: it never reaches a URL or a log).
          navigate(loginHref, { state: { username } });
        },
        onError: (error) =>
          toast({
            title: t('setPassword.failed'),
            description: say(error),
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <div className="flex justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1">{t('setPassword.title')}</CardTitle>
          <CardDescription>{t('setPassword.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="space-y-5">
            <NewPasswordFields form={form} />
            <Button type="submit" className="w-full" disabled={mutation.isPending}>
              {mutation.isPending ? t('reset.saving') : t('setPassword.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
