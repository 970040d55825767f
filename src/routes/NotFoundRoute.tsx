import { useLocation } from 'wouter';
import { useI18n } from '../i18n/I18nProvider';
import { NotFoundPlaceholder } from '../ui/NotFoundPlaceholder';
import { LOGIN_PATH } from './paths';

/** Any path the app does not know: names it and offers the way back to sign-in. */
export function NotFoundRoute() {
  const { LL } = useI18n();
  const [location, navigate] = useLocation();
  return (
    <NotFoundPlaceholder
      title={LL.NOT_FOUND.TITLE()}
      message={LL.NOT_FOUND.MESSAGE({ path: location })}
      backLabel={LL.NOT_FOUND.BACK()}
      backHref={LOGIN_PATH}
      onBack={() => navigate(LOGIN_PATH)}
    />
  );
}
