import { useMemo } from 'react';
import { createWhatsappReportMachine } from '../../bindings/callCenter';
import { messageFilterKindOf, toMessageListFilters, WHATSAPP_REPORT_LIST } from '../../domain/callCenter';
import { WhatsappReport } from '../../ui/callCenter/WhatsappReport';
import { usePagedList } from '../lists/usePagedList';
import { useServices } from '../services';

/**
 * `report/whatsapp-messages`: the messages report bound to the list machine, the address and the
 * call-center server. What the search looks for (phone or user) is the list's `kind` filter:
 * changing it asks again from page 1.
 */
export default function WhatsappReportPage() {
  const { clients } = useServices();
  const machine = useMemo(() => createWhatsappReportMachine(clients), [clients]);
  const { view, events, setFilters } = usePagedList(machine, WHATSAPP_REPORT_LIST);

  return (
    <WhatsappReport
      {...events}
      list={view}
      filterKind={messageFilterKindOf(view.query.filters)}
      onFilterKindChange={(next) => setFilters(toMessageListFilters(next))}
    />
  );
}
