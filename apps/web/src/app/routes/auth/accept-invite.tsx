// /accept-invite?token=…: the link in a team invitation e-mail (ADR 0030).
import { useLocation, useSearch } from 'wouter';
import { useUser } from '@/features/auth/api/get-user.ts';
import { useLogout } from '@/features/auth/api/logout.ts';
import { AcceptInvite } from '@/features/team-admin/components/accept-invite.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { AuthCard } from './auth-card.tsx';

export function AcceptInviteRoute() {
  useDocumentTitle('Join the Team');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const userQuery = useUser();
  const user = userQuery.isPending ? undefined : (userQuery.data ?? null);
  const logout = useLogout();
  return (
    <AuthCard title="Join the team" description="You were invited to help run a store.">
      {token ? (
        <AcceptInvite
          token={token}
          user={user}
          onDone={(path) => navigate(path)}
          signOut={{ run: () => logout.mutate(), pending: logout.isPending }}
        />
      ) : (
        <p role="alert" className="text-center text-sm text-destructive">
          This link is incomplete: open the link from your e-mail again.
        </p>
      )}
    </AuthCard>
  );
}
