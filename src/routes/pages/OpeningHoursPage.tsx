import { useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { createCompanyOptionsLookup } from '../../bindings/delivery';
import { createOpeningHoursMachine } from '../../bindings/openingHours';
import { hasAnyPermission } from '../../domain/permissions';
import { useI18n } from '../../i18n/context';
import { connectOpeningHours } from '../../machines/openingHours/connect';
import { OpeningHoursEditor } from '../../ui/company/OpeningHoursEditor';
import { FilterSelect } from '../../ui/lists/FilterSelect';
import { EmptyNotice } from '../../ui/company/EmptyNotice';
import { useServices } from '../services';
import { useSessionPermissions } from '../shell/useSessionPermissions';
import { useMinuteClock } from '../useMinuteClock';

const OPENING_HOURS_PATH = '/company/opening-hours';

/** The editor of one company's hours; a different company is a different editor. */
function OpeningHoursScreen({ companyId, companyName, companyPicker }: { companyId: string; companyName: string | null; companyPicker?: ReactNode }) {
  const { clients } = useServices();
  const machine = useMemo(() => createOpeningHoursMachine(clients), [clients]);
  const actor = useActorRef(machine, { input: { companyId } });
  const snapshot = useSelector(actor, (state) => state);
  // Drawn again every minute, and read at every drawing: a pause the server just made is in force.
  useMinuteClock();
  const now = new Date();
  return <OpeningHoursEditor {...connectOpeningHours(snapshot, actor.send)} now={now} companyName={companyName} companyPicker={companyPicker} />;
}

/** Staff choose the company in the address (`?company=`), the main company or the first one by default. */
function StaffOpeningHours({ mainCompanyId }: { mainCompanyId: string | null }) {
  const { clients } = useServices();
  const { LL } = useI18n();
  const lookup = useActorRef(useMemo(() => createCompanyOptionsLookup(clients), [clients]), { input: { query: 'all' } });
  const companies = useSelector(lookup, (snapshot) => snapshot.context.result);
  const asked = new URLSearchParams(useSearch()).get('company');
  if (!companies) return null;
  const chosen = companies.find((company) => company.id === asked) ?? companies.find((company) => company.id === mainCompanyId) ?? companies[0];
  if (!chosen) return <EmptyNotice text={LL.OPENING_HOURS.NO_COMPANY()} />;
  const picker =
    companies.length > 1 ? (
      <FilterSelect
        label={LL.OPENING_HOURS.COMPANY()}
        value={chosen.id}
        options={companies.map((company) => ({ value: company.id, label: company.name }))}
        onChange={(id) => navigate(`${OPENING_HOURS_PATH}?company=${encodeURIComponent(id)}`)}
      />
    ) : null;
  return <OpeningHoursScreen key={chosen.id} companyId={chosen.id} companyName={chosen.name} companyPicker={picker} />;
}

/**
 * `company/opening-hours` (issue 23): the hours that the open/closed switch follows in automatic
 * mode. A company user edits its own company's; staff (`accessToGlobal`, `accessToRoot`) choose
 * the company.
 */
export default function OpeningHoursPage() {
  const { session } = useServices();
  const { LL } = useI18n();
  const staff = hasAnyPermission(useSessionPermissions(), ['accessToGlobal', 'accessToRoot']);
  const main = useSelector(session, (snapshot) => snapshot.context.mainCompany);
  if (staff) return <StaffOpeningHours mainCompanyId={main?._id ?? null} />;
  if (!main) return <EmptyNotice text={LL.OPENING_HOURS.NO_COMPANY()} />;
  return <OpeningHoursScreen key={main._id} companyId={main._id} companyName={main.name} />;
}
