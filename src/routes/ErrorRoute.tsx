import { useI18n } from '../i18n/context';
import { ErrorPage } from '../ui/errors/ErrorPage';
import { errorPageContent } from '../ui/errors/errorContent';
import { DASHBOARD_PATH } from './paths';

/** `/error/{type}` on the blank layout: 403 (access denied) or a sample variant, 404 by default. */
export function ErrorRoute({ params }: { params: { type?: string } }) {
  const { LL } = useI18n();
  const content = errorPageContent(params.type ?? '', LL);
  return <ErrorPage {...content} homeHref={DASHBOARD_PATH} />;
}
