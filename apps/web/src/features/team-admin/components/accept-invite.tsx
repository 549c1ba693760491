// The page the team invitation e-mail links to (/accept-invite?token=…, ADR 0030). A new address
// chooses a password (as the set-password page does), then signs in; an address that already has an
// account signs in first and then accepts with one click. Signed in with another address, the page
// says whom the invitation is for and offers to sign out (the server refuses anyone else, 403).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CurrentUser,
  MIN_PASSWORD_LENGTH,
  type SetPasswordForm,
  setPasswordFormSchema,
} from '@storefleet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { FormField } from '@/components/form-field.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useAcceptInvitation, useInvitationLookup } from '../api/team.ts';

/**
 * `user`: the signed-in user, null when nobody is, undefined while that is not known yet.
 * `signOut`: signs out, after which the page shows what a signed-out visitor sees.
 */
export function AcceptInvite({
  token,
  user,
  onDone,
  signOut,
}: {
  token: string;
  user: CurrentUser | null | undefined;
  onDone: (path: string) => void;
  signOut: { run: () => void; pending: boolean };
}) {
  const lookup = useInvitationLookup(token);
  const accept = useAcceptInvitation();
  const queryClient = useQueryClient();
  const form = useForm<SetPasswordForm>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = form.formState;

  if (lookup.isPending || user === undefined)
    return <Spinner label="Opening the invitation…" className="py-8" />;
  if (lookup.isError) {
    return (
      <p role="alert" className="text-center text-sm text-destructive">
        {errorMessage(lookup.error, 'This invitation has expired or was already used')}. Ask the store owner
        to send it again.
      </p>
    );
  }
  const invitation = lookup.data;
  const failed = (error: unknown) =>
    toast({
      title: 'Could not accept the invitation',
      description: errorMessage(error),
      variant: 'destructive',
    });

  const intro = (
    <p className="text-center text-sm">
      Join <strong>{invitation.storeName}</strong> as <strong>{invitation.role}</strong> ({invitation.email}).
    </p>
  );

  if (user && user.email?.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <div className="space-y-4">
        {intro}
        <p role="alert" className="text-center text-sm text-destructive">
          This invitation is for {invitation.email}, and you are signed in as {user.username}
          {user.email ? ` (${user.email})` : ''}. Sign out, then accept it with that address.
        </p>
        <Button className="w-full" disabled={signOut.pending} onClick={signOut.run}>
          {signOut.pending ? 'Signing out...' : 'Sign Out'}
        </Button>
      </div>
    );
  }

  if (user) {
    return (
      <div className="space-y-4">
        {intro}
        <p className="text-center text-sm text-muted-foreground">You are signed in as {user.username}.</p>
        <Button
          className="w-full"
          disabled={accept.isPending}
          onClick={() =>
            accept.mutate(
              { token },
              {
                onSuccess: async (result) => {
                  await queryClient.invalidateQueries();
                  toast({
                    title: 'Welcome to the team',
                    description: `You now help run ${result.storeName}.`,
                  });
                  onDone('/admin');
                },
                onError: failed,
              },
            )
          }
        >
          {accept.isPending ? 'Joining...' : 'Accept Invitation'}
        </Button>
      </div>
    );
  }

  if (invitation.accountExists) {
    return (
      <div className="space-y-4">
        {intro}
        <p className="text-center text-sm text-muted-foreground">
          This address already has an account: sign in with it, then open this link again.
        </p>
        <Link href="/login" className={buttonVariants({ className: 'w-full' })}>
          Sign In
        </Link>
      </div>
    );
  }

  const onSubmit = form.handleSubmit(({ password }) =>
    accept.mutate(
      { token, password },
      {
        onSuccess: (result) => {
          toast({
            title: 'Invitation accepted',
            description: `Sign in as ${result.username} with your new password.`,
          });
          onDone('/login');
        },
        onError: failed,
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {intro}
      <FormField
        id="invite-password"
        label="Choose a password"
        error={errors.password?.message}
        description={`At least ${MIN_PASSWORD_LENGTH} characters. Your username is ${invitation.email}.`}
        keepDescription
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField id="invite-confirm" label="Confirm password" error={errors.confirm?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? 'Joining...' : 'Accept Invitation'}
      </Button>
    </form>
  );
}
