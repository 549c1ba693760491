// /set-password?token=… (and /account/set-password): the link in the new-customer e-mail. The
// shopper chooses a password, then signs in with their e-mail address as username.
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { StatusPanel } from '@/components/status-panel.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useSetPassword } from '@/features/account/api/set-password.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export const MIN_PASSWORD_LENGTH = 8;

export function SetPasswordRoute() {
  useDocumentTitle('Set Password');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const mutation = useSetPassword();

  if (!token) {
    return (
      <StatusPanel
        icon={KeyRound}
        title="This link is incomplete"
        actions={
          <Link href="/login" className={buttonVariants()}>
            Go to Sign In
          </Link>
        }
      >
        Open the link from your e-mail again, or copy the whole address into your browser.
      </StatusPanel>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (password.length < MIN_PASSWORD_LENGTH)
      next.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
    if (confirm !== password) next.confirm = 'Passwords do not match';
    setErrors(next);
    if (next.password || next.confirm) {
      document.getElementById(next.password ? 'new-password' : 'confirm-password')?.focus();
      return;
    }
    mutation.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast({ title: 'Password Set', description: 'Sign in with your e-mail address and new password.' });
          navigate('/login');
        },
        onError: (error) =>
          toast({
            title: 'Could not set your password',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="flex justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1">Set your password</CardTitle>
          <CardDescription>
            Choose a password for your account. You will sign in with your e-mail address.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="space-y-5">
            <div className="space-y-2">
              <Label htmlFor="new-password">New password</Label>
              <Input
                id="new-password"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? 'new-password-error' : 'new-password-hint'}
              />
              <p id="new-password-hint" className="text-xs text-muted-foreground">
                At least {MIN_PASSWORD_LENGTH} characters.
              </p>
              <FieldError id="new-password-error" message={errors.password} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="confirm-password">Confirm password</Label>
              <Input
                id="confirm-password"
                type="password"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                aria-invalid={errors.confirm ? true : undefined}
                aria-describedby={errors.confirm ? 'confirm-password-error' : undefined}
              />
              <FieldError id="confirm-password-error" message={errors.confirm} />
            </div>
            <Button type="submit" className="w-full" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : 'Set Password'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
