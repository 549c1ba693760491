// /login (spec admin "Login page"): signs in, then lands on /admin (store staff, super admins) or
// /account (customers) per landingPathFor. A shopper who came from a store lands on that store's
// account page (?store=, ADR 0038).
import { type CurrentUser, landingPathFor } from '@storefleet/contracts';
import { Link, useLocation } from 'wouter';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { withStore } from '@/features/tenants/shopper-store.ts';
import { toast } from '@/lib/toast.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function LoginRoute({ storeSlug = null }: { storeSlug?: string | null }) {
  useDocumentTitle('Sign In');
  const [, navigate] = useLocation();

  const onSuccess = (user: CurrentUser) => {
    const destination = landingPathFor(user);
    toast({
      title: 'Login Successful',
      description:
        destination === '/admin' ? 'Redirecting to admin dashboard...' : 'Redirecting to your account...',
    });
    navigate(destination === '/account' ? withStore(destination, storeSlug) : destination);
  };

  return (
    <Card className="w-full max-w-sm">
      <CardHeader className="items-center text-center">
        <CardTitle as="h1">Sign In</CardTitle>
        <CardDescription>Enter your credentials to access your store</CardDescription>
      </CardHeader>
      <CardContent>
        <LoginForm onSuccess={onSuccess} />
      </CardContent>
      <CardFooter className="justify-center text-sm">
        <Link href="/forgot-password" className="text-primary underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </CardFooter>
    </Card>
  );
}
