// /admin, /admin-dashboard, /admin/dashboard: for now the signed-in user and what is on its way.
// The title follows the spec: 'Super Admin Dashboard' for a super admin.
import { LayoutDashboard } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function DashboardRoute() {
  const { data: user } = useUser();
  const isSuperAdmin = user?.isAdmin === 'true';
  const title = isSuperAdmin ? 'Super Admin Dashboard' : 'Admin Dashboard';
  useDocumentTitle(title);
  if (!user) return null;

  const stores = user.memberships.map((m) => m.tenantName).join(', ');
  return (
    <div className="space-y-8">
      <PageHeading
        title={title}
        description={
          <>
            Signed in as <strong className="font-semibold text-foreground">{user.username}</strong>
            {stores ? ` · ${stores}` : ''}
          </>
        }
      />
      <Card>
        <CardHeader className="flex-row items-center gap-4">
          <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <LayoutDashboard aria-hidden="true" className="size-5" />
          </span>
          <div className="space-y-1">
            <CardTitle className="text-lg">Store overview</CardTitle>
            <CardDescription>This screen is coming soon.</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">
          Sales figures, recent activity and shortcuts to your store's settings will appear here.
        </CardContent>
      </Card>
    </div>
  );
}
