import { Redirect, Route, Switch } from 'wouter';
import { ForgotPasswordRoute } from './auth/ForgotPasswordRoute';
import { LoginRoute } from './auth/LoginRoute';
import { RegisterRoute } from './auth/RegisterRoute';
import { ResetPasswordRoute } from './auth/ResetPasswordRoute';
import { GuardedRoutes } from './GuardedRoutes';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, REGISTER_PATH, RESET_PASSWORD_PATH } from './paths';

/**
 * The sign-in area (`/auth` leads to login; a signed-in visitor goes on to the dashboard); every
 * other path goes through the route table and its guards ({@link GuardedRoutes}).
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/auth">
        <Redirect to={LOGIN_PATH} replace />
      </Route>
      <Route path={LOGIN_PATH}>
        <LoginRoute />
      </Route>
      <Route path={REGISTER_PATH} component={RegisterRoute} />
      <Route path={FORGOT_PASSWORD_PATH} component={ForgotPasswordRoute} />
      <Route path={RESET_PASSWORD_PATH} component={ResetPasswordRoute} />
      <Route>
        <GuardedRoutes />
      </Route>
    </Switch>
  );
}
