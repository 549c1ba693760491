// /reset-password?token=…: the link in the password-reset e-mail. Choose a new password, then sign in.
import { KeyRound } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { StatusPanel } from '@/components/status-panel.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function ResetPasswordRoute() {
  useDocumentTitle('Reset Password');
  const params = new URLSearchParams(useSearch());
  const token = params.get('token') ?? '';
  // A new store's owner, invited by e-mail (ADR 0040), chooses their first password here.
  const welcome = params.get('welcome') === '1';
  const [, navigate] = useLocation();

  if (!token) {
    return (
      <StatusPanel
        icon={KeyRound}
        title="This link is incomplete"
        actions={
          <Link href="/forgot-password" className={buttonVariants()}>
            Ask for a new link
          </Link>
        }
      >
        Open the link from your e-mail again, or copy the whole address into your browser.
      </StatusPanel>
    );
  }

  return (
    <Card className="w-full max-w-sm">
      <CardHeader className="items-center text-center">
        <CardTitle as="h1">{welcome ? 'Choose your password' : 'Choose a new password'}</CardTitle>
        <CardDescription>
          {welcome
            ? 'Then sign in to your store’s admin with your username.'
            : 'Your other devices will be signed out.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ResetPasswordForm token={token} onDone={() => navigate('/login')} />
      </CardContent>
    </Card>
  );
}
