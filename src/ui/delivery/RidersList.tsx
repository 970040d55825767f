import { Box, Button, Text } from '@chakra-ui/react';
import type { DeliveryMan } from '../../contract/schema.gen';
import { formatCpf } from '../../domain/cpf';
import { formatPhone } from '../../domain/phone';
import { useI18n } from '../../i18n/context';
import { DeleteDialog } from '../lists/ListDialogs';
import { badgeColumn } from '../lists/badgeColumn';
import { RecordList } from '../lists/RecordList';
import type { EditableListEvents, ListColumn, PagedListState, RowAction, StatusListEvents } from '../lists/listTypes';
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
export interface RidersListProps extends EditableListEvents, StatusListEvents {
  /** The list machine's view. */
  list: PagedListState<DeliveryMan>;
  filters: RiderFilters;
  historyDelete: HistoryDeleteState;
  onFiltersChange: (filters: RiderFilters) => void;
  onEdit: (id: string) => void;
  onHistory: (id: string) => void;
  /** Raised by a row's payment cell: set the paid flag and its date. */
  onPaid: (id: string) => void;
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
    badgeColumn('isOnline', R.COLUMNS.ONLINE(), (rider) => ({ text: rider.isOnline ? R.ONLINE() : R.OFFLINE(), palette: rider.isOnline ? 'green' : 'red' })),
    badgeColumn('flag', R.COLUMNS.FLAG(), (rider) => ({ text: flagText(LL, rider.flag), palette: flagPalette(rider.flag) })),
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
  const D = LL.DELIVERY.DELETE;
  const manyHistory = historyDelete.ids.length > 1;

  return (
    <RecordList<DeliveryMan>
      part="riders-list"
      texts={{ title: R.TITLE(), newLabel: R.NEW(), searchHint: R.SEARCH_HINT(), delete: D, fetchTitle: R.SELECTED(), statusTitle: LL.DELIVERY.STATUS.TITLE() }}
      toolbar={<RiderFilterBar filters={props.filters} disabled={list.status === 'initial'} onChange={props.onFiltersChange} />}
      describe={(rider) => `${nameOf(rider)}, ${formatPhone(rider.phone)}`}
      statuses={RIDER_FLAGS.map((flag) => ({ value: flag, label: flagText(LL, flag) }))}
      {...props}
      columns={columns}
      rowId={(rider) => rider._id}
      actions={actions}
    >
      <DeleteDialog
        open={historyDelete.open}
        title={manyHistory ? D.HISTORY_MANY_TITLE({ count: historyDelete.ids.length }) : D.HISTORY_TITLE()}
        description={manyHistory ? D.HISTORY_MANY_DESCRIPTION() : D.HISTORY_DESCRIPTION()}
        waitingText={D.HISTORY_WAIT()}
        closing={historyDelete.closing}
        onConfirm={props.onConfirmHistoryDelete}
        onCancel={props.onCancelHistoryDelete}
      />
    </RecordList>
  );
}
