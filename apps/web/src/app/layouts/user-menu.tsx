// Header controls for the signed-in user: their name and a sign-out button; or a sign-in link.
import { LogIn, LogOut, UserRound } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { useUser } from '@/features/auth/api/get-user.ts';
import { useLogout } from '@/features/auth/api/logout.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';

export function UserMenu() {
  const [, navigate] = useLocation();
  const { data: user } = useUser();
  const logoutMutation = useLogout({ onSuccess: () => navigate('/') });

  if (!user) {
    return (
      <Link href="/login" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        <LogIn aria-hidden="true" />
        Sign in
      </Link>
    );
  }

  const signOut = () =>
    logoutMutation.mutate(undefined, {
      onError: (error) =>
        toast({ title: 'Logout Failed', description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <div className="flex items-center gap-2">
      <span className="hidden items-center gap-1.5 text-sm text-muted-foreground sm:inline-flex">
        <UserRound aria-hidden="true" className="size-4" />
        <span data-testid="current-username">{user.username}</span>
      </span>
      <Button variant="ghost" size="sm" onClick={signOut} disabled={logoutMutation.isPending}>
        <LogOut aria-hidden="true" />
        Sign out
      </Button>
    </div>
  );
}
