// /forgot-password: "Forgot password?" from the sign-in page. `?store=slug` names the store the
// person came from, whose branding the e-mail then wears when they belong to it.
import { Link, useSearch } from 'wouter';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function ForgotPasswordRoute() {
  useDocumentTitle('Forgot Password');
  const store = new URLSearchParams(useSearch()).get('store') ?? undefined;
  return (
    <Card className="w-full max-w-sm">
      <CardHeader className="items-center text-center">
        <CardTitle as="h1">Forgot your password?</CardTitle>
        <CardDescription>
          Enter your username or e-mail address and we will e-mail you a link to choose a new password.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ForgotPasswordForm tenantSlug={store} />
      </CardContent>
      <CardFooter className="justify-center text-sm">
        <Link href="/login" className="text-primary underline-offset-4 hover:underline">
          Back to Sign In
        </Link>
      </CardFooter>
    </Card>
  );
}
