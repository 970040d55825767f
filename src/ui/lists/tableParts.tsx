// The pieces every table of a paged list repeats: the sortable column header, the load error with
// its retry, the loading bar over the rows shown, and opening a row from the keyboard. PagedTable,
// the order history's and the tickets' tables are made of them.
import type { KeyboardEvent, ReactNode } from 'react';
import { Alert, Box, Button, HStack, Progress, Spinner, Table, chakra } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { ListIcon } from './ListIcon';
import { ListPaginator } from './ListPaginator';
import { listErrorText, type ListFailure, type PagedListEvents, type PagedListState } from './listTypes';
import type { ListSort } from '../../domain/listQuery';

/** How a column is sorted, as `aria-sort` says it. */
export type AriaSort = 'ascending' | 'descending' | 'none';

/** How the list's `sort` sorts the column `field`. */
export function ariaSortOf(sort: ListSort, field: string): AriaSort {
  return sort.field !== field ? 'none' : sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** Props of {@link SortableHeader}. */
export interface SortableHeaderProps {
  /** The list's sort field this column sorts by. */
  field: string;
  header: string;
  sort: ListSort;
  onSort: (field: string) => void;
  align?: 'end' | undefined;
  width?: string | undefined;
}

/** A column header that sorts by its field when clicked (`aria-sort` says how it sorts now). */
export function SortableHeader({ field, header, sort, onSort, align, width }: SortableHeaderProps) {
  const { LL } = useI18n();
  const state = ariaSortOf(sort, field);
  return (
    <Table.ColumnHeader aria-sort={state} textAlign={align} width={width}>
      <chakra.button
        type="button"
        display="inline-flex"
        alignItems="center"
        gap="1"
        fontWeight="semibold"
        cursor="pointer"
        _hover={{ color: 'brand.fg' }}
        onClick={() => onSort(field)}
        title={LL.LISTS.SORT_BY({ column: header })}
        data-sort={field}
      >
        {header}
        <ListIcon name={state === 'ascending' ? 'sortAsc' : state === 'descending' ? 'sortDesc' : 'sortNone'} size="0.9rem" color={state === 'none' ? 'fg.subtle' : 'brand.fg'} />
      </chakra.button>
    </Table.ColumnHeader>
  );
}

/** Why the last load failed, over the rows it kept, with Retry. */
export function ListLoadError({ error, onRetry }: { error: ListFailure; onRetry: () => void }) {
  const { LL } = useI18n();
  return (
    <Alert.Root status="error" role="alert" mb="3" data-part="load-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{LL.LISTS.LOAD_FAILED()}</Alert.Title>
        <Alert.Description>{listErrorText(LL, error)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" alignSelf="center" onClick={onRetry}>
        {LL.LISTS.RETRY()}
      </Button>
    </Alert.Root>
  );
}

/** The thin bar over the rows shown while a newer page loads (inside a `position: relative` box). */
export function ListBusyBar() {
  const { LL } = useI18n();
  return (
    <Progress.Root value={null} size="xs" colorPalette="brand" position="absolute" top="0" insetX="0" zIndex="1">
      <Progress.Track aria-label={LL.LISTS.LOADING()}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

/** A row of the table's whole width saying why there are no rows: `part` names it (`no-records`, `no-match`). */
export function ListMessageRow({ colSpan, part, children }: { colSpan: number; part: string; children: ReactNode }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={colSpan} textAlign="center" py="8" color="fg.muted" data-part={part}>
        {children}
      </Table.Cell>
    </Table.Row>
  );
}

/** The row shown until the first page arrives: 'Please wait....'. */
export function PleaseWaitRow({ colSpan }: { colSpan: number }) {
  const { LL } = useI18n();
  return (
    <ListMessageRow colSpan={colSpan} part="please-wait">
      <HStack justify="center" gap="2">
        <Spinner size="sm" colorPalette="brand" />
        <span>{LL.LISTS.PLEASE_WAIT()}</span>
      </HStack>
    </ListMessageRow>
  );
}

/**
 * The paginator under a table, for the rows of `list` (the page and size on screen, `totalCount`
 * rows in all). A failed load with no rows kept knows no count ('Page 2 of 1, 0 - 0 of 0' would say
 * the list is empty): none then. Before the first page it keeps its place (nothing moves when the
 * page arrives) but shows nothing.
 */
export function ListPaginatorSlot(props: {
  list: Pick<PagedListState<unknown>, 'status' | 'query' | 'shown'>;
  rowCount: number;
  totalCount: number;
  disabled?: boolean | undefined;
} & Pick<PagedListEvents, 'onPageChange' | 'onPageSizeChange'>) {
  const { status, query } = props.list;
  if (status === 'failed' && props.rowCount === 0) return null;
  const initial = status === 'initial';
  const shown = props.list.shown ?? { page: query.page, size: query.size };
  return (
    <Box style={initial ? { visibility: 'hidden' } : undefined} data-part="paginator-slot">
      <ListPaginator
        page={shown.page}
        size={shown.size}
        totalCount={props.totalCount}
        disabled={initial || props.disabled === true}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
      />
    </Box>
  );
}

/** A row's key handler: Enter or Space opens it (the browser's own use of the key prevented). */
export function openOnEnterOrSpace<Row>(open: (row: Row) => void, row: Row) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(row);
    }
  };
}
