import { useId } from 'react';
import { Badge, Box, Button, NativeSelect, Text, chakra } from '@chakra-ui/react';
import type { CompanyDelivery } from '../../contract/schema.gen';
import { useI18n } from '../../i18n/context';
import { DeleteDialog, FetchSelectedDialog, UpdateStatusDialog } from '../lists/ListDialogs';
import { ListCard } from '../lists/ListCard';
import { PagedTable } from '../lists/PagedTable';
import type { ListColumn, PagedListEvents, PagedListState, RowAction } from '../lists/listTypes';
import { formatDuration, formatMoney, formatNumber } from './deliveryTexts';
import type { CompanyOption } from './RiderFormDialog';

/** The statuses the update-status dialog offers for company delivery: open or closed. */
export const DELIVERY_OPEN_STATUSES = Object.freeze(['open', 'closed'] as const);

/** Props of {@link CompanyDeliveriesList}. */
export interface CompanyDeliveriesListProps extends PagedListEvents {
  list: PagedListState<CompanyDelivery>;
  /** The companies the user acts for, for the company filter. */
  companies: CompanyOption[];
  /** The company filter; '' for every company. */
  companyId: string;
  onCompanyChange: (companyId: string) => void;
  onNew: () => void;
  onEdit: (id: string) => void;
  /** Raised by a row's delivery cell: open or close that company's delivery. */
  onOpenOrClose: (id: string) => void;
  onDelete: (ids: string[]) => void;
  onFetchSelected: () => void;
  onUpdateStatus: () => void;
  onConfirmDelete: () => void;
  /** Raised with 'open' or 'closed'. */
  onConfirmStatus: (status: string) => void;
  onCancelDialog: () => void;
}

/**
 * The company delivery settings (`company/delivery`): radius, fee, minimum order, estimated time,
 * whether delivery is offered and open; create, edit and delete them, and open or close the
 * delivery of one company (its cell) or of the ticked ones (the update-status dialog).
 */
export function CompanyDeliveriesList(props: CompanyDeliveriesListProps) {
  const { LL, language } = useI18n();
  const C = LL.DELIVERY.COMPANY;
  const filterId = useId();
  const { list } = props;
  const columns: ListColumn<CompanyDelivery>[] = [
    { key: 'company', header: C.COLUMNS.COMPANY(), cell: (row) => <Text fontWeight="medium">{row.company.name}</Text> },
    { key: 'deliveryRadiusKm', header: C.COLUMNS.RADIUS(), cell: (row) => LL.DELIVERY.HISTORY.KM({ km: formatNumber(language, row.deliveryRadiusKm) }) },
    { key: 'deliveryFee', header: C.COLUMNS.FEE(), cell: (row) => formatMoney(language, row.deliveryFee) },
    { key: 'minimumOrder', header: C.COLUMNS.MINIMUM(), cell: (row) => formatMoney(language, row.minimumOrder) },
    { key: 'estimatedTimeMinutes', header: C.COLUMNS.TIME(), cell: (row) => formatDuration(LL, row.estimatedTimeMinutes) },
    {
      key: 'isActive',
      header: C.COLUMNS.ACTIVE(),
      cell: (row) => (
        <Badge colorPalette={row.isActive ? 'green' : 'gray'} variant="subtle">
          {row.isActive ? C.ACTIVE() : C.INACTIVE()}
        </Badge>
      ),
    },
    {
      key: 'isOpen',
      header: C.COLUMNS.OPEN(),
      cell: (row) => (
        <Button
          size="xs"
          variant="subtle"
          colorPalette={row.isOpen ? 'green' : 'red'}
          aria-label={LL.LISTS.STATE_ACTION({ state: row.isOpen ? C.OPEN() : C.CLOSED(), action: C.OPEN_ACTION({ name: row.company.name }) })}
          title={C.OPEN_ACTION({ name: row.company.name })}
          disabled={list.actionLoading || list.status === 'loading'}
          data-open={row.isOpen || undefined}
          onClick={() => props.onOpenOrClose(row._id)}
        >
          {row.isOpen ? C.OPEN() : C.CLOSED()}
        </Button>
      ),
    },
  ];
  const actions: RowAction<CompanyDelivery>[] = [
    { key: 'edit', icon: 'edit', label: (row) => C.EDIT({ name: row.company.name }), onSelect: (row) => props.onEdit(row._id) },
    { key: 'delete', icon: 'delete', danger: true, label: (row) => C.DELETE_ROW({ name: row.company.name }), onSelect: (row) => props.onDelete([row._id]) },
  ];
  const { dialog } = list;
  const many = dialog !== null && dialog.ids.length > 1;
  const describe = (id: string) => {
    const row = list.rows.find((other) => other._id === id);
    return { id, text: row ? `${row.company.name}, ${row.isOpen ? C.OPEN() : C.CLOSED()}` : id };
  };
  const D = C.DELETE;

  return (
    <ListCard part="company-deliveries-list" title={C.TITLE()} newLabel={C.NEW()} onNew={props.onNew}>
      <PagedTable<CompanyDelivery>
        {...list}
        label={C.TITLE()}
        searchHint={C.SEARCH_HINT()}
        columns={columns}
        rowId={(row) => row._id}
        actions={actions}
        toolbar={
          props.companies.length > 1 ? (
            <Box minW="12rem">
              <chakra.label htmlFor={filterId} display="block" textStyle="xs" fontWeight="medium" color="fg.muted" mb="1">
                {C.FILTER_COMPANY()}
              </chakra.label>
              <NativeSelect.Root size="sm" disabled={list.status === 'initial'}>
                <NativeSelect.Field id={filterId} value={props.companyId} onChange={(event) => props.onCompanyChange(event.target.value)}>
                  <option value="">{C.ALL_COMPANIES()}</option>
                  {props.companies.map((company) => (
                    <option key={company.id} value={company.id}>
                      {company.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Box>
          ) : null
        }
        onSearch={props.onSearch}
        onSort={props.onSort}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
        onRetry={props.onRetry}
        onSelectionChange={props.onSelectionChange}
        onDeleteSelected={props.onDelete}
        onFetchSelected={props.onFetchSelected}
        onUpdateStatus={props.onUpdateStatus}
      />
      <DeleteDialog
        open={dialog?.kind === 'delete'}
        title={many ? D.MANY_TITLE() : D.TITLE()}
        description={many ? D.MANY_DESCRIPTION() : D.DESCRIPTION()}
        waitingText={many ? D.MANY_WAIT() : D.WAIT()}
        closing={dialog?.kind === 'delete' && dialog.closing}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDialog}
      />
      <FetchSelectedDialog
        open={dialog?.kind === 'fetchSelected'}
        title={C.SELECTED()}
        items={dialog?.kind === 'fetchSelected' ? dialog.ids.map(describe) : []}
        onClose={props.onCancelDialog}
      />
      <UpdateStatusDialog
        key={dialog?.kind === 'updateStatus' ? dialog.ids.join(',') : 'closed'}
        open={dialog?.kind === 'updateStatus'}
        title={C.STATUS.TITLE()}
        items={dialog?.kind === 'updateStatus' ? dialog.ids.map(describe) : []}
        statuses={DELIVERY_OPEN_STATUSES.map((status) => ({ value: status, label: status === 'open' ? C.OPEN() : C.CLOSED() }))}
        closing={dialog?.kind === 'updateStatus' && dialog.closing}
        status={dialog?.kind === 'updateStatus' ? dialog.status : null}
        onConfirm={props.onConfirmStatus}
        onCancel={props.onCancelDialog}
      />
    </ListCard>
  );
}
