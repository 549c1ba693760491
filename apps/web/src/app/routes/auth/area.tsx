// The sign-in area: a centred card on a plain page, loaded on its own so that shoppers who never
// sign in do not download the form code.
import { Route, Switch } from 'wouter';
import { AuthLayout } from '@/components/layouts/auth-layout.tsx';
import { LoginRoute } from './login.tsx';

export function AuthArea() {
  return (
    <AuthLayout>
      <Switch>
        <Route path="/login">
          <LoginRoute />
        </Route>
      </Switch>
    </AuthLayout>
  );
}
