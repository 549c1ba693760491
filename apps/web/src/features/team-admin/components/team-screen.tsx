// The Team screen (ADR 0030): the store's members with their roles, the pending
// invitations, and the owner's actions — invite, resend or revoke an invitation, change a role,
// remove a member after confirmation (the server refuses to remove or demote the last owner).
import {
  STAFF_PERMISSION_LABELS,
  type StaffPermission,
  TEAM_ROLE_LABELS,
  type TeamInvitation,
  type TeamMember,
  type TeamRole,
} from '@storefleet/contracts';
import { Mail, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmMutationDialog } from '@/components/confirm-mutation-dialog.tsx';
import { ListTable } from '@/components/list-table.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TableCell, TableHead, TableRow } from '@/components/ui/table.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useRemoveMember, useResendInvitation, useRevokeInvitation, useTeam } from '../api/team.ts';
import { ChangeRoleDialog, InviteDialog } from './member-form-dialog.tsx';

const roleLabel = (role: string) => TEAM_ROLE_LABELS[role as TeamRole] ?? role;
const permissionsLabel = (role: string, permissions: string[]) =>
  role === 'staff'
    ? permissions.map((p) => STAFF_PERMISSION_LABELS[p as StaffPermission] ?? p).join(', ') || '—'
    : `Everything${role === 'admin' ? ' but team and payments' : ''}`;
const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB');

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error), variant: 'destructive' });

export function TeamScreen({ tenantId }: { tenantId?: number }) {
  const team = useTeam(tenantId);
  const remove = useRemoveMember(tenantId);
  const resend = useResendInvitation(tenantId);
  const revoke = useRevokeInvitation(tenantId);
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [revoking, setRevoking] = useState<TeamInvitation | null>(null);

  if (team.isPending) return <Spinner label="Loading the team…" className="py-12" />;
  if (team.isError) return <LoadError what="the team" onRetry={() => team.refetch()} />;
  const { members, invitations } = team.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Who helps run this store, and what each of them may use.
        </p>
        <Button write onClick={() => setInviting(true)}>
          <UserPlus aria-hidden="true" /> Invite Member
        </Button>
      </div>

      <Card className="overflow-hidden">
        <ListTable
          label="Team members"
          columns={
            <>
              <TableHead>Member</TableHead>
              <TableHead>Role</TableHead>
              <TableHead className="hidden md:table-cell">May use</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </>
          }
        >
          {members.map((member) => (
            <TableRow key={member.userId}>
              <TableCell>
                <p className="font-medium break-all">{member.username}</p>
                {member.email && member.email !== member.username ? (
                  <p className="text-xs break-all text-muted-foreground">{member.email}</p>
                ) : null}
              </TableCell>
              <TableCell>
                <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>
                  {roleLabel(member.role)}
                </Badge>
              </TableCell>
              <TableCell className="hidden md:table-cell text-sm">
                {permissionsLabel(member.role, member.permissions)}
              </TableCell>
              <TableCell className="text-right">
                <div className="flex justify-end gap-2">
                  <Button variant="outline" size="sm" onClick={() => setChanging(member)}>
                    Change role
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Remove ${member.username}`}
                    onClick={() => setRemoving(member)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </ListTable>
      </Card>

      <section className="space-y-3">
        <h2 className="text-lg font-semibold">Pending invitations</h2>
        {invitations.length === 0 ? (
          <p className="text-sm text-muted-foreground">No invitations waiting.</p>
        ) : (
          <Card className="overflow-hidden">
            <ListTable
              label="Pending invitations"
              columns={
                <>
                  <TableHead>E-mail</TableHead>
                  <TableHead>Role</TableHead>
                  <TableHead className="hidden sm:table-cell">Expires</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </>
              }
            >
              {invitations.map((invitation) => (
                <TableRow key={invitation.id}>
                  <TableCell className="break-all">{invitation.email}</TableCell>
                  <TableCell>
                    {roleLabel(invitation.role)}
                    {invitation.role === 'staff' ? (
                      <span className="block text-xs text-muted-foreground">
                        {permissionsLabel('staff', invitation.permissions)}
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">
                    {invitation.expired ? (
                      <Badge variant="destructive">Expired</Badge>
                    ) : (
                      day(invitation.expiresAt)
                    )}
                  </TableCell>
                  <TableCell className="text-right">
                    <div className="flex justify-end gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={resend.isPending}
                        onClick={() =>
                          resend.mutate(invitation.id, {
                            onSuccess: () => toast({ title: 'Invitation sent again' }),
                            onError: failed('Could not resend the invitation'),
                          })
                        }
                      >
                        <Mail aria-hidden="true" /> Resend
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => setRevoking(invitation)}>
                        Revoke
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </ListTable>
          </Card>
        )}
      </section>

      <InviteDialog open={inviting} onClose={() => setInviting(false)} tenantId={tenantId} />
      <ChangeRoleDialog member={changing} onClose={() => setChanging(null)} tenantId={tenantId} />
      <ConfirmMutationDialog
        target={removing}
        onClose={() => setRemoving(null)}
        title={(member) => `Remove ${member.username}?`}
        message="They lose access to this store at once and are signed out of it."
        confirmLabel="Remove"
        mutation={remove}
        variables={(member) => member.userId}
        done="Member removed"
        failed="Could not remove the member"
      />
      <ConfirmMutationDialog
        target={revoking}
        onClose={() => setRevoking(null)}
        title={(invitation) => `Revoke the invitation to ${invitation.email}?`}
        message="The link in their e-mail stops working."
        confirmLabel="Revoke"
        mutation={revoke}
        variables={(invitation) => invitation.id}
        done="Invitation revoked"
        failed="Could not revoke the invitation"
      />
    </div>
  );
}
