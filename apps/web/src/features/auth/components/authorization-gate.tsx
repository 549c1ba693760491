// Shows its children only to a user allowed in: store admins (DESIGN §4: a super admin or a member
// of the store in view) or super admins. Others get the spec's 'Authentication Required' or
// 'Access Denied' screens.
import { canAdministerStore } from '@storefleet/contracts';
import { LockKeyhole, ShieldAlert, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { StatusPanel } from '@/components/status-panel.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useUser } from '../api/get-user.ts';

type AuthorizationGateProps = {
  allow: 'store-admin' | 'super-admin';
  /** The store in view, when the URL names one (/tenant/{id}/…). */
  tenantId?: number | null;
  /** What an anonymous visitor is told (the Settings screen has its own sentence in the spec). */
  signInMessage?: string;
  children: ReactNode;
};

export function AuthorizationGate({ allow, tenantId, signInMessage, children }: AuthorizationGateProps) {
  const userQuery = useUser();

  if (userQuery.isPending) return <PageSpinner label="Checking your sign-in…" />;
  if (userQuery.isError) {
    return (
      <StatusPanel
        icon={TriangleAlert}
        title="Something went wrong"
        actions={<Button onClick={() => userQuery.refetch()}>Try again</Button>}
      >
        We could not check your sign-in. Please try again.
      </StatusPanel>
    );
  }

  const user = userQuery.data;
  if (!user) {
    return (
      <StatusPanel
        icon={LockKeyhole}
        title="Authentication Required"
        actions={
          <Link href="/login" className={buttonVariants()}>
            Go to Login
          </Link>
        }
      >
        {signInMessage ?? 'Please sign in to view this page.'}
      </StatusPanel>
    );
  }

  const allowed = allow === 'super-admin' ? user.isAdmin === 'true' : canAdministerStore(user, tenantId);
  if (!allowed) {
    return (
      <StatusPanel
        icon={ShieldAlert}
        title="Access Denied"
        actions={
          <Link href="/" className={buttonVariants({ variant: 'outline' })}>
            Return to Store
          </Link>
        }
      >
        You do not have permission to view this page.
      </StatusPanel>
    );
  }

  return children;
}
