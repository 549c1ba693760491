// Shown instead of an account screen to someone who is not signed in (spec: login is required).
import { LockKeyhole } from 'lucide-react';
import { Link } from 'wouter';
import { StatusPanel } from '@/components/status-panel.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';

export function SignInRequired({ loginHref = '/login' }: { loginHref?: string }) {
  return (
    <StatusPanel
      icon={LockKeyhole}
      title="Please sign in"
      actions={
        <Link href={loginHref} className={buttonVariants()}>
          Sign In
        </Link>
      }
    >
      Sign in to see your account and your orders.
    </StatusPanel>
  );
}
