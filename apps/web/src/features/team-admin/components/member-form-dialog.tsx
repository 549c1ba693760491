// The invite dialog (e-mail, role, and for staff the permissions) and the change-role dialog of a
// member: the same role and permission controls, the server's rules (contracts' team.ts).
import {
  STAFF_PERMISSION_LABELS,
  STAFF_PERMISSIONS,
  type StaffPermission,
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
  type TeamMember,
  type TeamRole,
} from '@storefleet/contracts';
import { useEffect, useState } from 'react';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { FormFieldset } from '@/components/form-fieldset.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input, textFieldClasses } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { toast } from '@/lib/toast.ts';
import { useInviteMember, useUpdateMember } from '../api/team.ts';

const ROLE_HELP: Record<TeamRole, string> = {
  owner: 'Everything, including the team and payment settings.',
  admin: 'Everything but the team and payment settings.',
  staff: 'Only the areas ticked below.',
};

function RoleAndPermissions({
  role,
  permissions,
  onRole,
  onPermissions,
  error,
}: {
  role: TeamRole;
  permissions: StaffPermission[];
  onRole: (role: TeamRole) => void;
  onPermissions: (permissions: StaffPermission[]) => void;
  error?: string;
}) {
  return (
    <>
      <FormField id="team-role" label="Role" description={ROLE_HELP[role]} keepDescription>
        <select
          className={textFieldClasses}
          value={role}
          onChange={(event) => onRole(event.target.value as TeamRole)}
        >
          {TEAM_ROLES.map((r) => (
            <option key={r} value={r}>
              {TEAM_ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </FormField>
      {role === 'staff' ? (
        <FormFieldset legend="Permissions" error={error} errorId="team-permissions-error">
          {STAFF_PERMISSIONS.map((permission) => (
            <div key={permission} className="flex items-center gap-2">
              <Checkbox
                id={`team-permission-${permission}`}
                checked={permissions.includes(permission)}
                onCheckedChange={(checked) =>
                  onPermissions(
                    checked === true
                      ? STAFF_PERMISSIONS.filter((p) => p === permission || permissions.includes(p))
                      : permissions.filter((p) => p !== permission),
                  )
                }
              />
              <Label htmlFor={`team-permission-${permission}`}>{STAFF_PERMISSION_LABELS[permission]}</Label>
            </div>
          ))}
        </FormFieldset>
      ) : null}
    </>
  );
}

const NEEDS_ONE = 'Give a staff member at least one permission';

export function InviteDialog({
  open,
  onClose,
  tenantId,
}: {
  open: boolean;
  onClose: () => void;
  tenantId?: number;
}) {
  const invite = useInviteMember(tenantId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('staff');
  const [permissions, setPermissions] = useState<StaffPermission[]>([]);
  const [error, setError] = useState<{ email?: string; permissions?: string }>({});
  useEffect(() => {
    if (open) {
      setEmail('');
      setRole('staff');
      setPermissions([]);
      setError({});
    }
  }, [open]);

  const submit = async () => {
    const problems = {
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : 'Enter a valid e-mail address',
      permissions: role === 'staff' && permissions.length === 0 ? NEEDS_ONE : undefined,
    };
    setError(problems);
    if (problems.email || problems.permissions) return;
    await invite.mutateAsync({ email: email.trim(), role, permissions });
    toast({ title: 'Invitation sent', description: `We e-mailed ${email.trim()} a link to join.` });
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Invite a team member"
      description="They get an e-mail with a link to join, valid for 7 days."
      onSubmit={submit}
      submitLabel="Send Invitation"
      pendingLabel="Sending..."
      errorTitle="Could not send the invitation"
      dirty={email.trim() !== '' || role !== 'staff' || permissions.length > 0}
    >
      <FormField id="team-email" label="E-mail address" error={error.email}>
        <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <RoleAndPermissions
        role={role}
        permissions={permissions}
        onRole={setRole}
        onPermissions={setPermissions}
        error={error.permissions}
      />
    </FormDialog>
  );
}

export function ChangeRoleDialog({
  member,
  onClose,
  tenantId,
}: {
  member: TeamMember | null;
  onClose: () => void;
  tenantId?: number;
}) {
  const update = useUpdateMember(tenantId);
  const [role, setRole] = useState<TeamRole>('staff');
  const [permissions, setPermissions] = useState<StaffPermission[]>([]);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (member) {
      setRole((TEAM_ROLES as readonly string[]).includes(member.role) ? (member.role as TeamRole) : 'staff');
      setPermissions(STAFF_PERMISSIONS.filter((p) => member.permissions.includes(p)));
      setError(undefined);
    }
  }, [member]);

  const submit = async () => {
    if (!member) return;
    if (role === 'staff' && permissions.length === 0) {
      setError(NEEDS_ONE);
      return;
    }
    await update.mutateAsync({ userId: member.userId, role, permissions });
    toast({ title: 'Role changed', description: `${member.username} is now ${TEAM_ROLE_LABELS[role]}.` });
    onClose();
  };

  return (
    <FormDialog
      open={member !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={`Change the role of ${member?.username ?? ''}`}
      onSubmit={submit}
      submitLabel="Save Role"
      pendingLabel="Saving..."
      errorTitle="Could not change the role"
      dirty={
        member !== null &&
        (role !== member.role ||
          permissions.join() !== STAFF_PERMISSIONS.filter((p) => member.permissions.includes(p)).join())
      }
    >
      <RoleAndPermissions
        role={role}
        permissions={permissions}
        onRole={setRole}
        onPermissions={setPermissions}
        error={error}
      />
    </FormDialog>
  );
}
