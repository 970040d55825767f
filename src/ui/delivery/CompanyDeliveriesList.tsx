import { Button, Text } from '@chakra-ui/react';
import type { CompanyDelivery } from '../../contract/schema.gen';
import { useI18n } from '../../i18n/context';
import { FilterSelect } from '../lists/FilterSelect';
import { badgeColumn } from '../lists/badgeColumn';
import { RecordList } from '../lists/RecordList';
import type { EditableListEvents, ListColumn, PagedListState, RowAction, StatusListEvents } from '../lists/listTypes';
import { formatDuration, formatMoney, formatNumber } from './deliveryTexts';
import type { CompanyOption } from './RiderFormDialog';

/** The statuses the update-status dialog offers for company delivery: open or closed. */
export const DELIVERY_OPEN_STATUSES = Object.freeze(['open', 'closed'] as const);

/** Props of {@link CompanyDeliveriesList}. */
export interface CompanyDeliveriesListProps extends EditableListEvents, StatusListEvents {
  list: PagedListState<CompanyDelivery>;
  /** The companies the user acts for, for the company filter. */
  companies: CompanyOption[];
  /** The company filter; '' for every company. */
  companyId: string;
  onCompanyChange: (companyId: string) => void;
  onEdit: (id: string) => void;
  /** Raised by a row's delivery cell: open or close that company's delivery. */
  onOpenOrClose: (id: string) => void;
}

/**
 * The company delivery settings (`company/delivery`): radius, fee, minimum order, estimated time,
 * whether delivery is offered and open; create, edit and delete them, and open or close the
 * delivery of one company (its cell) or of the ticked ones (the update-status dialog).
 */
export function CompanyDeliveriesList(props: CompanyDeliveriesListProps) {
  const { LL, language } = useI18n();
  const C = LL.DELIVERY.COMPANY;
  const { list } = props;
  const openText = (open: boolean) => (open ? C.OPEN() : C.CLOSED());
  const columns: ListColumn<CompanyDelivery>[] = [
    { key: 'company', header: C.COLUMNS.COMPANY(), cell: (row) => <Text fontWeight="medium">{row.company.name}</Text> },
    { key: 'deliveryRadiusKm', header: C.COLUMNS.RADIUS(), cell: (row) => LL.DELIVERY.HISTORY.KM({ km: formatNumber(language, row.deliveryRadiusKm) }) },
    { key: 'deliveryFee', header: C.COLUMNS.FEE(), cell: (row) => formatMoney(language, row.deliveryFee) },
    { key: 'minimumOrder', header: C.COLUMNS.MINIMUM(), cell: (row) => formatMoney(language, row.minimumOrder) },
    { key: 'estimatedTimeMinutes', header: C.COLUMNS.TIME(), cell: (row) => formatDuration(LL, row.estimatedTimeMinutes) },
    badgeColumn('isActive', C.COLUMNS.ACTIVE(), (row) => ({ text: row.isActive ? C.ACTIVE() : C.INACTIVE(), palette: row.isActive ? 'green' : 'gray' })),
    {
      key: 'isOpen',
      header: C.COLUMNS.OPEN(),
      cell: (row) => (
        <Button
          size="xs"
          variant="subtle"
          colorPalette={row.isOpen ? 'green' : 'red'}
          aria-label={LL.LISTS.STATE_ACTION({ state: openText(row.isOpen), action: C.OPEN_ACTION({ name: row.company.name }) })}
          title={C.OPEN_ACTION({ name: row.company.name })}
          disabled={list.actionLoading || list.status === 'loading'}
          data-open={row.isOpen || undefined}
          onClick={() => props.onOpenOrClose(row._id)}
        >
          {openText(row.isOpen)}
        </Button>
      ),
    },
  ];
  const actions: RowAction<CompanyDelivery>[] = [
    { key: 'edit', icon: 'edit', label: (row) => C.EDIT({ name: row.company.name }), onSelect: (row) => props.onEdit(row._id) },
    { key: 'delete', icon: 'delete', danger: true, label: (row) => C.DELETE_ROW({ name: row.company.name }), onSelect: (row) => props.onDelete([row._id]) },
  ];
  return (
    <RecordList<CompanyDelivery>
      part="company-deliveries-list"
      texts={{ title: C.TITLE(), newLabel: C.NEW(), searchHint: C.SEARCH_HINT(), delete: C.DELETE, fetchTitle: C.SELECTED(), statusTitle: C.STATUS.TITLE() }}
      toolbar={
        props.companies.length > 1 ? (
          <FilterSelect
            label={C.FILTER_COMPANY()}
            value={props.companyId}
            minW="12rem"
            disabled={list.status === 'initial'}
            options={[{ value: '', label: C.ALL_COMPANIES() }, ...props.companies.map((company) => ({ value: company.id, label: company.name }))]}
            onChange={props.onCompanyChange}
          />
        ) : null
      }
      describe={(row) => `${row.company.name}, ${openText(row.isOpen)}`}
      statuses={DELIVERY_OPEN_STATUSES.map((status) => ({ value: status, label: openText(status === 'open') }))}
      {...props}
      columns={columns}
      rowId={(row) => row._id}
      actions={actions}
    />
  );
}
