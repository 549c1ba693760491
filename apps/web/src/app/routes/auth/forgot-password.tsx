// /forgot-password: "Forgot password?" from the sign-in page. The store the person came from
// (`?store=slug`, else the one remembered in this browser; the auth area wears its name and theme)
// goes with the request: the e-mail wears its branding and its link leads back to it (ADR 0080).
import { Link } from 'wouter';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';
import { withStore } from '@/features/tenants/shopper-store.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function ForgotPasswordRoute({ storeSlug = null }: { storeSlug?: string | null }) {
  const t = useT();
  useDocumentTitle(t('forgot.documentTitle'));
  return (
    <Card className="w-full max-w-sm">
      <CardHeader className="items-center text-center">
        <CardTitle as="h1">{t('forgot.title')}</CardTitle>
        <CardDescription>{t('forgot.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ForgotPasswordForm tenantSlug={storeSlug ?? undefined} />
      </CardContent>
      <CardFooter className="justify-center text-sm">
        <Link
          href={withStore('/login', storeSlug)}
          className="text-primary underline-offset-4 hover:underline"
        >
          {t('forgot.backToSignIn')}
        </Link>
      </CardFooter>
    </Card>
  );
}
