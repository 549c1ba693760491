// /forgot-password: "Forgot password?" from the sign-in page. The store the person came from
// (`?store=slug`, else the one remembered in this browser; the auth area wears its name and theme)
// goes with the request: the e-mail wears its branding and its link leads back to it (ADR 0080).
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';
import { withStore } from '@/features/tenants/shopper-store.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { AuthCard } from './auth-card.tsx';

export function ForgotPasswordRoute({ storeSlug = null }: { storeSlug?: string | null }) {
  const t = useT();
  useDocumentTitle(t('forgot.documentTitle'));
  return (
    <AuthCard
      title={t('forgot.title')}
      description={t('forgot.intro')}
      footerLink={{ href: withStore('/login', storeSlug), label: t('forgot.backToSignIn') }}
    >
      <ForgotPasswordForm tenantSlug={storeSlug ?? undefined} />
    </AuthCard>
  );
}
