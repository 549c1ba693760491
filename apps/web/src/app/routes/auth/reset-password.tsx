// /reset-password?token=…: the link in the password-reset e-mail. Choose a new password, then sign in.
// The link names the store it was asked from (?store=, or the store's own host): the page wears it
// and leads back to its sign-in (ADR 0080). A new owner's welcome link (&welcome=1) chooses a first
// password: 'Choose your password', never 'Reset Password'.
import { KeyRound } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { StatusPanel } from '@/components/status-panel.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';
import { withStore } from '@/features/tenants/shopper-store.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { AuthCard } from './auth-card.tsx';

export function ResetPasswordRoute({ storeSlug = null }: { storeSlug?: string | null }) {
  const params = new URLSearchParams(useSearch());
  const token = params.get('token') ?? '';
  // A new store's owner, invited by e-mail (ADR 0040), chooses their first password here.
  const welcome = params.get('welcome') === '1';
  const t = useT();
  // A new owner's welcome is the admin's, which stays English (README).
  useDocumentTitle(welcome ? 'Choose Your Password' : t('reset.documentTitle'));
  const [, navigate] = useLocation();

  if (!token) {
    return (
      <StatusPanel
        icon={KeyRound}
        title={t('reset.incomplete')}
        actions={
          <Link href={withStore('/forgot-password', storeSlug)} className={buttonVariants()}>
            {t('reset.askNew')}
          </Link>
        }
      >
        {t('reset.openAgain')}
      </StatusPanel>
    );
  }

  return (
    <AuthCard
      title={welcome ? 'Choose your password' : t('reset.title')}
      description={
        welcome ? 'Then sign in to your store’s admin with your username.' : t('reset.othersSignedOut')
      }
    >
      <ResetPasswordForm
        token={token}
        submitLabel={welcome ? 'Choose Password' : t('reset.submit')}
        onDone={() => navigate(withStore('/login', storeSlug))}
      />
    </AuthCard>
  );
}
