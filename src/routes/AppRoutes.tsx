import { Redirect, Route, Switch } from 'wouter';
import { LoginPlaceholderRoute } from './LoginPlaceholderRoute';
import { NotFoundRoute } from './NotFoundRoute';
import { LOGIN_PATH } from './paths';

/** The route table: `/` and `/auth` lead to sign-in; unknown paths get the not-found page. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to={LOGIN_PATH} replace />
      </Route>
      <Route path="/auth">
        <Redirect to={LOGIN_PATH} replace />
      </Route>
      <Route path={LOGIN_PATH} component={LoginPlaceholderRoute} />
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
