// /reset-password?token=…: the link in the password-reset e-mail. Choose a new password, then sign in.
// The link names the store it was asked from (?store=, or the store's own host): the page wears it
// and leads back to its sign-in (ADR 0080). A new owner's welcome link (&welcome=1) chooses a first
// password: 'Choose your password', never 'Reset Password'.
import { KeyRound } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { StatusPanel } from '@/components/status-panel.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';
import { withStore } from '@/features/tenants/shopper-store.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function ResetPasswordRoute({ storeSlug = null }: { storeSlug?: string | null }) {
  const params = new URLSearchParams(useSearch());
  const token = params.get('token') ?? '';
  // A new store's owner, invited by e-mail (ADR 0040), chooses their first password here.
  const welcome = params.get('welcome') === '1';
  useDocumentTitle(welcome ? 'Choose Your Password' : 'Reset Password');
  const [, navigate] = useLocation();

  if (!token) {
    return (
      <StatusPanel
        icon={KeyRound}
        title="This link is incomplete"
        actions={
          <Link href={withStore('/forgot-password', storeSlug)} className={buttonVariants()}>
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
        <ResetPasswordForm
          token={token}
          submitLabel={welcome ? 'Choose Password' : 'Reset Password'}
          onDone={() => navigate(withStore('/login', storeSlug))}
        />
      </CardContent>
    </Card>
  );
}
