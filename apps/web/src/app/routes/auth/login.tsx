// /login (spec admin "Login page"): signs in, then lands on /admin (store staff, super admins) or
// /account (customers) per landingPathFor. A shopper who came from a store lands on that store's
// account page (?store=, ADR 0038). On a store's own host, staff are sent to the platform's host
// for the admin. A link that names the store (?store=) opens the store's sign-in, which speaks to
// its shoppers: "E-mail address" and "Sign in to see your orders" under the store's name; the
// platform's keeps the spec's username and text (ADR 0080). After set-password the address is
// filled in (history state). 'Login Successful' shows while the next page loads, then goes.
import { type CurrentUser, landingPathFor } from '@storefleet/contracts';
import { useLocation } from 'wouter';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { withStore } from '@/features/tenants/shopper-store.ts';
import { useT } from '@/lib/i18n/language.tsx';
import { toast } from '@/lib/toast.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { AuthCard } from './auth-card.tsx';

/**
 * Whether a screen is served on another host: on a store's own address the server answers the
 * admin's screens with a redirect to the platform's (docs/deployment.md, "Store addresses").
 */
async function servedElsewhere(path: string): Promise<boolean> {
  try {
    const response = await fetch(path, { method: 'HEAD', redirect: 'manual', credentials: 'omit' });
    return response.type === 'opaqueredirect';
  } catch {
    return false;
  }
}

/** How long 'Login Successful' stays: while the next page loads, not over it. */
export const LOGIN_TOAST_MS = 1500;

/** The username set-password handed over (history state), if any. */
function handedUsername(): string {
  if (typeof window === 'undefined') return '';
  const state = window.history.state as { username?: unknown } | null;
  return typeof state?.username === 'string' ? state.username : '';
}

export function LoginRoute({
  storeSlug = null,
  storeNamed = false,
}: {
  storeSlug?: string | null;
  /** The link named the store: its shoppers' sign-in. */
  storeNamed?: boolean;
}) {
  const t = useT();
  useDocumentTitle(t('auth.signIn'));
  const [, navigate] = useLocation();
  const shopper = storeNamed && storeSlug !== null;

  const onSuccess = async (user: CurrentUser) => {
    const destination = landingPathFor(user);
    toast({
      title: t('auth.loginSuccess'),
      description: destination === '/admin' ? t('auth.redirectAdmin') : t('auth.redirectAccount'),
      duration: LOGIN_TOAST_MS,
    });
    if (destination === '/account') return navigate(withStore(destination, storeSlug));
    // Staff signing in on a store's host go to the platform's host for the admin (and sign in there).
    if (await servedElsewhere(destination)) return window.location.assign(destination);
    navigate(destination);
  };

  return (
    <AuthCard
      title={t('auth.signIn')}
      description={shopper ? t('auth.signInShopper') : t('auth.signInStaff')}
      footerLink={{ href: withStore('/forgot-password', storeSlug), label: t('auth.forgotLink') }}
    >
      <LoginForm onSuccess={onSuccess} shopper={shopper} initialUsername={handedUsername()} />
    </AuthCard>
  );
}
