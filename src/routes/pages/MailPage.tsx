import { MailComingSoon } from '../../ui/auth/MailComingSoon';
import { useI18n } from '../../i18n/context';
import { DASHBOARD_PATH } from '../paths';
import { usePageHeader } from '../shell/pageHeader';

/** `/mail` (accessToMail): the coming-soon notice of seed 000 section 2, under its own title (it has no menu entry to name it). */
export default function MailPage() {
  const { LL } = useI18n();
  usePageHeader({ title: LL.MAIL.TITLE(), crumbs: [{ title: LL.DASHBOARD.TITLE(), page: DASHBOARD_PATH }, { title: LL.MAIL.TITLE() }] });
  return <MailComingSoon />;
}
