import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { leafEntries, menu, visibleMenu } from '../../domain/menu';
import { useI18n } from '../../i18n/context';
import { Dashboard } from '../../ui/dashboard/Dashboard';
import { NewOrderAlertOffNotice } from '../operations/NewOrderAlert';
import { OpenSwitchSlot } from '../operations/OpenSwitchSlot';
import { DASHBOARD_PATH } from '../paths';
import { useServices } from '../services';
import { localTitle } from '../shell/menuView';
import { useSessionCompanyType, useSessionPermissions } from '../shell/useSessionPermissions';

/** `/dashboard`: the greeting, the switch's place and the modules the user can open. */
export default function DashboardPage() {
  const { session } = useServices();
  const { language } = useI18n();
  const [, navigate] = useLocation();
  const user = useSelector(session, (s) => s.context.user);
  const company = useSelector(session, (s) => s.context.mainCompany);
  const permissions = useSessionPermissions();
  const companyType = useSessionCompanyType();
  const modules = useMemo(
    () =>
      visibleMenu(menu, permissions, companyType).flatMap((section) =>
        leafEntries([section])
          .filter((entry) => entry.page !== DASHBOARD_PATH)
          .map((entry) => ({
            page: entry.page,
            title: localTitle(entry.title, language),
            icon: entry.icon,
            section: section.heading ? localTitle(section.heading, language) : null,
          })),
      ),
    [permissions, companyType, language],
  );
  return (
    <Dashboard
      fullname={user?.fullname ?? ''}
      companyName={company?.name ?? null}
      switchSlot={<><OpenSwitchSlot variant="large" /><NewOrderAlertOffNotice /></>}
      modules={modules}
      onNavigate={navigate}
    />
  );
}
