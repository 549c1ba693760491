// The Team screen's calls (ADR 0030): the members and pending invitations, and the
// owner's changes to them. Every change refreshes the list.
import type {
  Team,
  TeamInvitation,
  TeamInvitationAccept,
  TeamInvitationAccepted,
  TeamInvitationLookup,
  TeamInviteInput,
  TeamMember,
  TeamMemberUpdate,
} from '@storefleet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminStore, withTenant } from '@/lib/admin-store.ts';
import { api } from '@/lib/api-client.ts';

export const teamKeys = {
  all: ['team-admin'] as const,
  team: (tenantId?: number) => [...teamKeys.all, adminStore(tenantId)] as const,
};

export function useTeam(tenantId?: number) {
  return useQuery({
    queryKey: teamKeys.team(tenantId),
    queryFn: ({ signal }) => api.get<Team>(withTenant('/api/admin/team', tenantId), { signal }),
  });
}

function useTeamChange<V, R>(tenantId: number | undefined, call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.team(tenantId) }),
  });
}

export const useInviteMember = (tenantId?: number) =>
  useTeamChange(tenantId, (input: TeamInviteInput) =>
    api.post<TeamInvitation>(withTenant('/api/admin/team', tenantId), input),
  );

export const useUpdateMember = (tenantId?: number) =>
  useTeamChange(tenantId, ({ userId, ...body }: TeamMemberUpdate & { userId: number }) =>
    api.put<TeamMember>(withTenant(`/api/admin/team/${userId}`, tenantId), body),
  );

export const useRemoveMember = (tenantId?: number) =>
  useTeamChange(tenantId, (userId: number) =>
    api.delete<null>(withTenant(`/api/admin/team/${userId}`, tenantId)),
  );

export const useResendInvitation = (tenantId?: number) =>
  useTeamChange(tenantId, (id: number) =>
    api.post<TeamInvitation>(withTenant(`/api/admin/team/invitations/${id}/resend`, tenantId)),
  );

export const useRevokeInvitation = (tenantId?: number) =>
  useTeamChange(tenantId, (id: number) =>
    api.delete<null>(withTenant(`/api/admin/team/invitations/${id}`, tenantId)),
  );

/** The invitation link's page: what it offers (400 when it cannot be used any more). */
export function useInvitationLookup(token: string) {
  return useQuery({
    queryKey: ['team-invitation', token],
    queryFn: () => api.post<TeamInvitationLookup>('/api/team-invitations/lookup', { token }),
    retry: false,
    enabled: token !== '',
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (input: TeamInvitationAccept) =>
      api.post<TeamInvitationAccepted>('/api/team-invitations/accept', input),
  });
}
