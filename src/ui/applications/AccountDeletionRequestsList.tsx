import { Badge, Box, Text } from '@chakra-ui/react';
import { ACCOUNT_DELETION_STATUSES, toStatusFilter, type AccountDeletionStatusFilter } from '../../domain/accountDeletionRequests';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { useI18n } from '../../i18n/context';
import { localeOf } from '../../i18n/language';
import { PagedTable } from '../lists/PagedTable';
import type { ListColumn, PagedListEvents, PagedListState } from '../lists/listTypes';
import { FilterSelect } from './ApplicationsList';
import type { AccountDeletionRequestRecord as AccountDeletionRecord, AccountDeletionStatus } from '../../contract/schema.gen';

/** Props of {@link AccountDeletionRequestsList}. */
export interface AccountDeletionRequestsListProps extends PagedListEvents {
  /** The list machine's view (`toListView`). */
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
    {
      key: 'status',
      header: T.STATUS(),
      cell: (request) => (
        <Badge colorPalette={STATUS_PALETTE[request.status]} variant="subtle" data-status={request.status}>
          {deletionStatusText(LL, request.status)}
        </Badge>
      ),
    },
  ];

  return (
    <Box as="section" aria-labelledby="account-deletion-requests-title" bg="bg" borderWidth="1px" borderRadius="l3" data-part="account-deletion-requests">
      <Box px={{ base: '4', md: '6' }} py="4" borderBottomWidth="1px">
        <Text as="h2" id="account-deletion-requests-title" textStyle="lg" fontWeight="semibold">
          {T.TITLE()}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {T.HINT()}
        </Text>
      </Box>
      <Box px={{ base: '4', md: '6' }} py="4">
        <PagedTable<AccountDeletionRecord>
          {...props.list}
          label={T.TITLE()}
          searchable={false}
          columns={columns}
          rowId={(request) => request.id}
          onSearch={props.onSearch}
          onSort={props.onSort}
          onPageChange={props.onPageChange}
          onPageSizeChange={props.onPageSizeChange}
          onRetry={props.onRetry}
          onSelectionChange={props.onSelectionChange}
          toolbar={
            <FilterSelect
              label={T.STATUS()}
              value={props.status}
              options={[{ value: '', label: T.ANY_STATUS() }, ...ACCOUNT_DELETION_STATUSES.map((status) => ({ value: status, label: deletionStatusText(LL, status) }))]}
              onChange={(value) => props.onStatusChange(toStatusFilter(value))}
            />
          }
        />
      </Box>
    </Box>
  );
}
