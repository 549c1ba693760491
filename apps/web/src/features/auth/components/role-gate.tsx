// A store screen a member's role does not reach (ADR 0080): opened by URL, it says so in words,
// "Your role doesn't include Orders. Ask the store owner.", instead of loading and failing its
// calls with an error toast. The side navigation hides the same screens (admin-nav.ts).
import { type AdminPermission, roleLacksMessage, userMayUse } from '@storefleet/contracts';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { StatusPanel } from '@/components/status-panel.tsx';
import { useWriteBlockedReason } from '@/components/store-read-only-context.ts';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useUser } from '../api/get-user.ts';

type RoleGateProps = {
  /** What the screen needs; null: any member of the store may open it. */
  needed: AdminPermission | null;
  /** The store in view when the URL names one; else the member's own. */
  tenantId?: number | null;
  children: ReactNode;
};

export function RoleGate({ needed, tenantId, children }: RoleGateProps) {
  const { data: user } = useUser();
  // The admin area's AuthorizationGate has already waited for the user and refused strangers.
  if (!user || needed === null || userMayUse(user, tenantId ?? null, needed)) return children;
  return (
    <StatusPanel
      icon={ShieldAlert}
      title="Not part of your role"
      actions={
        <Link href="/admin" className={buttonVariants({ variant: 'outline' })}>
          Go to the dashboard
        </Link>
      }
    >
      <p role="status">{roleLacksMessage(needed)}</p>
    </StatusPanel>
  );
}

/**
 * Whether the signed-in member's role in the store in view (`tenantId`, else their own) reaches
 * `needed`, and if not the reason to show beside what is switched off (ADR 0080).
 */
export function useRoleAllows(
  needed: AdminPermission,
  tenantId?: number | null,
): { allowed: boolean; reason: string | undefined } {
  const { data: user } = useUser();
  const allowed = userMayUse(user, tenantId ?? null, needed);
  return { allowed, reason: allowed ? undefined : roleLacksMessage(needed) };
}

/**
 * Whether the member may make a change here, and if not why (ADR 0088): the store's read-only state
 * first ("This store is read-only until its bill is paid", "This store is suspended"), then the
 * role (`needed`, null when any member may). Pass `reason` to a Button's `disabledReason`.
 */
export function useMayWrite(
  needed: AdminPermission | null,
  tenantId?: number | null,
): { allowed: boolean; reason: string | undefined } {
  const readOnly = useWriteBlockedReason();
  const { data: user } = useUser();
  if (readOnly) return { allowed: false, reason: readOnly };
  if (needed === null || userMayUse(user, tenantId ?? null, needed))
    return { allowed: true, reason: undefined };
  return { allowed: false, reason: roleLacksMessage(needed) };
}
