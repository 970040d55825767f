import { Redirect, Route, Switch } from 'wouter';
import { MailComingSoon } from '../ui/auth';
import { ForgotPasswordRoute } from './auth/ForgotPasswordRoute';
import { LoginRoute } from './auth/LoginRoute';
import { RegisterRoute } from './auth/RegisterRoute';
import { ResetPasswordRoute } from './auth/ResetPasswordRoute';
import { DashboardRoute } from './DashboardRoute';
import { ErrorRoute } from './ErrorRoute';
import { NotFoundRoute } from './NotFoundRoute';
import {
  DASHBOARD_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  MAIL_PATH,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
} from './paths';
import { RedirectSignedIn, RequireSession } from './RequireSession';

/**
 * The route table: the authentication area (`/auth` leads to login; a signed-in visitor goes
 * on to the dashboard), the signed-in pages behind the session guard, and a not-found page.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to={DASHBOARD_PATH} replace />
      </Route>
      <Route path="/auth">
        <Redirect to={LOGIN_PATH} replace />
      </Route>
      <Route path={LOGIN_PATH}>
        <RedirectSignedIn to={DASHBOARD_PATH}>
          <LoginRoute />
        </RedirectSignedIn>
      </Route>
      <Route path={REGISTER_PATH} component={RegisterRoute} />
      <Route path={FORGOT_PASSWORD_PATH} component={ForgotPasswordRoute} />
      <Route path={RESET_PASSWORD_PATH} component={ResetPasswordRoute} />
      <Route path={DASHBOARD_PATH}>
        <RequireSession>
          <DashboardRoute />
        </RequireSession>
      </Route>
      <Route path={MAIL_PATH}>
        <RequireSession>
          <MailComingSoon />
        </RequireSession>
      </Route>
      <Route path="/error/:type" component={ErrorRoute} />
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
