import { Text } from '@chakra-ui/react';
import { ACCOUNT_DELETION_STATUSES, toStatusFilter, type AccountDeletionStatusFilter } from '../../domain/accountDeletionRequests';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { useI18n } from '../../i18n/context';
import { localeOf } from '../../i18n/language';
import { FilterSelect } from '../lists/FilterSelect';
import { badgeColumn } from '../lists/badgeColumn';
import { RecordList } from '../lists/RecordList';
import type { ListColumn, PagedListEvents, PagedListState } from '../lists/listTypes';
import type { AccountDeletionRequestRecord as AccountDeletionRecord, AccountDeletionStatus } from '../../contract/schema.gen';

/** Props of {@link AccountDeletionRequestsList}. */
export interface AccountDeletionRequestsListProps extends PagedListEvents {
  /** The list machine's view (`connectList`'s `list`). */
  list: PagedListState<AccountDeletionRecord>;
  /** The status picked in the filter, `''` for every status. */
  status: AccountDeletionStatusFilter;
  onStatusChange: (status: AccountDeletionStatusFilter) => void;
}

/** A request status's name. */
export function deletionStatusText(LL: TranslationFunctions, status: AccountDeletionStatus): string {
  switch (status) {
    case 'pending':
      return LL.APPLICATIONS.DELETION_REQUESTS.STATUSES.PENDING();
    case 'done':
      return LL.APPLICATIONS.DELETION_REQUESTS.STATUSES.DONE();
    case 'rejected':
      return LL.APPLICATIONS.DELETION_REQUESTS.STATUSES.REJECTED();
  }
}

const STATUS_PALETTE: Readonly<Record<AccountDeletionStatus, string>> = Object.freeze({ pending: 'orange', done: 'green', rejected: 'gray' });

/**
 * The account deletion requests customers made on the public page (`admin/applications`, root
 * only): protocol, application, e-mail, date and status, newest first, filtered by status.
 */
export function AccountDeletionRequestsList(props: AccountDeletionRequestsListProps) {
  const { LL, language } = useI18n();
  const T = LL.APPLICATIONS.DELETION_REQUESTS;
  const dateFormat = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'short', timeStyle: 'short' });
  const columns: ListColumn<AccountDeletionRecord>[] = [
    { key: 'protocol', header: T.PROTOCOL(), cell: (request) => <Text fontFamily="mono">{request.protocol}</Text> },
    {
      key: 'application',
      header: T.APPLICATION(),
      cell: (request) => (
        <Text as="span" color={request.applicationId === null ? 'fg.muted' : undefined} title={request.applicationId === null ? T.DELETED_APPLICATION() : undefined}>
          {request.applicationName}
        </Text>
      ),
    },
    { key: 'email', header: T.EMAIL(), cell: (request) => request.email },
    { key: 'createdAt', header: T.DATE(), cell: (request) => <time dateTime={request.createdAt}>{dateFormat.format(new Date(request.createdAt))}</time> },
    badgeColumn('status', T.STATUS(), (request) => ({ text: deletionStatusText(LL, request.status), palette: STATUS_PALETTE[request.status], status: request.status })),
  ];

  return (
    <RecordList<AccountDeletionRecord>
      part="account-deletion-requests"
      region
      texts={{ title: T.TITLE(), hint: T.HINT() }}
      searchable={false}
      toolbar={
        <FilterSelect
          label={T.STATUS()}
          value={props.status}
          options={[{ value: '', label: T.ANY_STATUS() }, ...ACCOUNT_DELETION_STATUSES.map((status) => ({ value: status, label: deletionStatusText(LL, status) }))]}
          onChange={(value) => props.onStatusChange(toStatusFilter(value))}
        />
      }
      {...props}
      columns={columns}
      rowId={(request) => request.id}
    />
  );
}
