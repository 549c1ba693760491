// The sign-in area: a centred card on a plain page, loaded on its own so that shoppers who never
// sign in do not download the form code.
import { Route, Switch } from 'wouter';
import { AuthLayout } from '@/components/layouts/auth-layout.tsx';
import { AcceptInviteRoute } from './accept-invite.tsx';
import { ForgotPasswordRoute } from './forgot-password.tsx';
import { LoginRoute } from './login.tsx';
import { ResetPasswordRoute } from './reset-password.tsx';

export function AuthArea() {
  return (
    <AuthLayout>
      <Switch>
        <Route path="/login">
          <LoginRoute />
        </Route>
        <Route path="/forgot-password">
          <ForgotPasswordRoute />
        </Route>
        <Route path="/reset-password">
          <ResetPasswordRoute />
        </Route>
        <Route path="/accept-invite">
          <AcceptInviteRoute />
        </Route>
      </Switch>
    </AuthLayout>
  );
}
