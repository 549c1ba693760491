// Shown instead of an account screen to someone who is not signed in (spec: login is required).
import { LockKeyhole } from 'lucide-react';
import { Link } from 'wouter';
import { StatusPanel } from '@/components/status-panel.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/language.tsx';

export function SignInRequired({ loginHref = '/login' }: { loginHref?: string }) {
  const t = useT();
  return (
    <StatusPanel
      icon={LockKeyhole}
      title={t('signInRequired.title')}
      actions={
        <Link href={loginHref} className={buttonVariants()}>
          {t('auth.signIn')}
        </Link>
      }
    >
      {t('signInRequired.text')}
    </StatusPanel>
  );
}
