import { Badge, Box, Button, Text } from '@chakra-ui/react';
import type { DeliveryMan } from '../../contract/schema.gen';
import { formatCpf } from '../../domain/cpf';
import { formatPhone } from '../../domain/phone';
import { useI18n } from '../../i18n/context';
import { DeleteDialog, FetchSelectedDialog, UpdateStatusDialog } from '../lists/ListDialogs';
import { ListCard } from '../lists/ListCard';
import { PagedTable } from '../lists/PagedTable';
import type { ListColumn, PagedListEvents, PagedListState, RowAction } from '../lists/listTypes';
import { RIDER_FLAGS } from './deliveryForms';
import { flagPalette, flagText, formatDateTime, vehicleText } from './deliveryTexts';
import { RiderFilterBar, type RiderFilters } from './RiderFilterBar';

/** The second delete confirmation, for riders with history (the server keeps it). */
export interface HistoryDeleteState {
  open: boolean;
  /** Confirmed: the waiting text shows until the dialog closes (2.5 s). */
  closing: boolean;
  ids: string[];
}

/** Props of {@link RidersList}. */
export interface RidersListProps extends PagedListEvents {
  /** The list machine's view. */
  list: PagedListState<DeliveryMan>;
  filters: RiderFilters;
  historyDelete: HistoryDeleteState;
  onFiltersChange: (filters: RiderFilters) => void;
  onNew: () => void;
  onEdit: (id: string) => void;
  onHistory: (id: string) => void;
  /** Raised by a row's payment cell: set the paid flag and its date. */
  onPaid: (id: string) => void;
  /** Raised by a row's delete action, or "Delete selected", with the ids to delete. */
  onDelete: (ids: string[]) => void;
  onFetchSelected: () => void;
  onUpdateStatus: () => void;
  onConfirmDelete: () => void;
  onConfirmStatus: (status: string) => void;
  /** Raised by a list dialog's Cancel (or Escape, or Ok). */
  onCancelDialog: () => void;
  onConfirmHistoryDelete: () => void;
  onCancelHistoryDelete: () => void;
}

/**
 * The delivery people (`delivery-deliveryrecord`): filters (online state, status, vehicle, CPF)
 * and a search by name over the paginator, phones formatted, the payment set from its cell, and
 * for each rider its history, edit and delete. Ticked riders can be deleted, listed, or given a
 * new status in the update-status dialog (480 px). A rider with history asks a second time.
 */
export function RidersList(props: RidersListProps) {
  const { LL, language } = useI18n();
  const R = LL.DELIVERY.RIDERS;
  const { list, historyDelete } = props;
  const nameOf = (rider: DeliveryMan) => rider.person?.name ?? R.NO_PERSON();
  const columns: ListColumn<DeliveryMan>[] = [
    {
      key: 'name',
      header: R.COLUMNS.NAME(),
      cell: (rider) => (
        <Box>
          <Text fontWeight="medium" fontStyle={rider.person ? undefined : 'italic'} color={rider.person ? undefined : 'fg.muted'}>
            {nameOf(rider)}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {rider.company?.name ?? ''}
          </Text>
        </Box>
      ),
    },
    { key: 'phone', header: R.COLUMNS.PHONE(), cell: (rider) => <Text whiteSpace="nowrap">{formatPhone(rider.phone)}</Text> },
    { key: 'cpf', header: R.COLUMNS.CPF(), cell: (rider) => <Text whiteSpace="nowrap">{formatCpf(rider.cpf)}</Text> },
    { key: 'typeOfVehicle', header: R.COLUMNS.VEHICLE(), cell: (rider) => vehicleText(LL, rider.typeOfVehicle) },
    {
      key: 'isOnline',
      header: R.COLUMNS.ONLINE(),
      cell: (rider) => (
        <Badge colorPalette={rider.isOnline ? 'green' : 'red'} variant="subtle">
          {rider.isOnline ? R.ONLINE() : R.OFFLINE()}
        </Badge>
      ),
    },
    {
      key: 'flag',
      header: R.COLUMNS.FLAG(),
      cell: (rider) => (
        <Badge colorPalette={flagPalette(rider.flag)} variant="subtle">
          {flagText(LL, rider.flag)}
        </Badge>
      ),
    },
    {
      key: 'paid',
      header: R.COLUMNS.PAID(),
      cell: (rider) => {
        const state = rider.deliverymanPaid && rider.deliveryManPaidDate ? R.PAID_ON({ date: formatDateTime(language, rider.deliveryManPaidDate) }) : R.NOT_PAID();
        return (
          <Button
            size="xs"
            variant={rider.deliverymanPaid ? 'subtle' : 'outline'}
            colorPalette={rider.deliverymanPaid ? 'green' : 'gray'}
            aria-label={LL.LISTS.STATE_ACTION({ state, action: R.SET_PAID({ name: nameOf(rider) }) })}
            title={R.SET_PAID({ name: nameOf(rider) })}
            disabled={list.actionLoading}
            onClick={() => props.onPaid(rider._id)}
            data-paid={rider.deliverymanPaid || undefined}
          >
            {state}
          </Button>
        );
      },
    },
  ];
  const actions: RowAction<DeliveryMan>[] = [
    { key: 'history', icon: 'view', label: (rider) => R.HISTORY({ name: nameOf(rider) }), onSelect: (rider) => props.onHistory(rider._id) },
    { key: 'edit', icon: 'edit', label: (rider) => R.EDIT({ name: nameOf(rider) }), onSelect: (rider) => props.onEdit(rider._id) },
    { key: 'delete', icon: 'delete', danger: true, label: (rider) => R.DELETE({ name: nameOf(rider) }), onSelect: (rider) => props.onDelete([rider._id]) },
  ];
  const { dialog } = list;
  const many = dialog !== null && dialog.ids.length > 1;
  const describe = (id: string) => {
    const rider = list.rows.find((row) => row._id === id);
    return { id, text: rider ? `${nameOf(rider)}, ${formatPhone(rider.phone)}` : id };
  };
  const D = LL.DELIVERY.DELETE;
  const manyHistory = historyDelete.ids.length > 1;

  return (
    <ListCard part="riders-list" title={R.TITLE()} newLabel={R.NEW()} onNew={props.onNew}>
      <PagedTable<DeliveryMan>
        {...list}
        label={R.TITLE()}
        searchHint={R.SEARCH_HINT()}
        columns={columns}
        rowId={(rider) => rider._id}
        actions={actions}
        toolbar={<RiderFilterBar filters={props.filters} disabled={list.status === 'initial'} onChange={props.onFiltersChange} />}
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
      <DeleteDialog
        open={historyDelete.open}
        title={manyHistory ? D.HISTORY_MANY_TITLE({ count: historyDelete.ids.length }) : D.HISTORY_TITLE()}
        description={manyHistory ? D.HISTORY_MANY_DESCRIPTION() : D.HISTORY_DESCRIPTION()}
        waitingText={D.HISTORY_WAIT()}
        closing={historyDelete.closing}
        onConfirm={props.onConfirmHistoryDelete}
        onCancel={props.onCancelHistoryDelete}
      />
      <FetchSelectedDialog
        open={dialog?.kind === 'fetchSelected'}
        title={R.SELECTED()}
        items={dialog?.kind === 'fetchSelected' ? dialog.ids.map(describe) : []}
        onClose={props.onCancelDialog}
      />
      <UpdateStatusDialog
        // A new dialog starts with no status picked.
        key={dialog?.kind === 'updateStatus' ? dialog.ids.join(',') : 'closed'}
        open={dialog?.kind === 'updateStatus'}
        title={LL.DELIVERY.STATUS.TITLE()}
        items={dialog?.kind === 'updateStatus' ? dialog.ids.map(describe) : []}
        statuses={RIDER_FLAGS.map((flag) => ({ value: flag, label: flagText(LL, flag) }))}
        closing={dialog?.kind === 'updateStatus' && dialog.closing}
        status={dialog?.kind === 'updateStatus' ? dialog.status : null}
        onConfirm={props.onConfirmStatus}
        onCancel={props.onCancelDialog}
      />
    </ListCard>
  );
}
