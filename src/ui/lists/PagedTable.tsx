import type { ReactNode } from 'react';
import { Box, Button, Checkbox, Flex, HStack, IconButton, Input, InputGroup, Table, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { ListIcon } from './ListIcon';
import type { ListColumn, PagedListEvents, PagedListState, RowAction } from './listTypes';
import { ListBusyBar, ListLoadError, ListMessageRow, ListPaginatorSlot, PleaseWaitRow, SortableHeader } from './tableParts';

/** Props of {@link PagedTable}. */
export interface PagedTableProps<Row> extends PagedListEvents, Omit<PagedListState<Row>, 'dialog'> {
  /** Names the table for assistive technology (the page title, usually). */
  label: string;
  columns: ListColumn<Row>[];
  /** The id of a row: the select checkbox and the actions act on it. */
  rowId: (row: Row) => string;
  /** Row actions (edit, view, delete), shown in the last column. */
  actions?: RowAction<Row>[] | undefined;
  /** With the select column: raised by "Delete selected" with the ticked ids. */
  onDeleteSelected?: ((ids: string[]) => void) | undefined;
  /** With the select column: raised by "Fetch selected". */
  onFetchSelected?: (() => void) | undefined;
  /** With the select column: raised by "Update status". */
  onUpdateStatus?: (() => void) | undefined;
  /** Filters or buttons next to the search box. */
  toolbar?: ReactNode;
  /** What the search box searches, under it; "Search in all fields" by default. */
  searchHint?: string | undefined;
  /** False for a list its server cannot search: the search box is left out. */
  searchable?: boolean | undefined;
}

/**
 * The paged table every list of the product uses: a search box, the select column, sortable
 * headers (`aria-sort`), row actions, 'Please wait....' until the first page, 'No records found'
 * when empty, a loading bar over the rows shown, an error with a retry that keeps the rows, and
 * the paginator (left out when a failed load left no rows: no count is known). `data-state` on
 * the root carries the status.
 */
export function PagedTable<Row>(props: PagedTableProps<Row>) {
  const { LL } = useI18n();
  const { status, query, searchText, selected, loadError, actionLoading, columns, rowId, actions = [] } = props;
  // Rows deleted and not yet made (the undo window) are left out, and out of the count.
  const hidden = props.hidden ?? [];
  const rows = hidden.length > 0 ? props.rows.filter((row) => !hidden.includes(rowId(row))) : props.rows;
  const totalCount = Math.max(0, props.totalCount - (props.rows.length - rows.length));
  const initial = status === 'initial';
  const busy = status === 'loading' || actionLoading;
  const pageIds = rows.map(rowId);
  const tickedOnPage = pageIds.filter((id) => selected.includes(id));
  const allTicked = pageIds.length > 0 && tickedOnPage.length === pageIds.length;
  const columnCount = columns.length + 1 + (actions.length > 0 ? 1 : 0);
  const hasBulk = props.onDeleteSelected !== undefined || props.onFetchSelected !== undefined || props.onUpdateStatus !== undefined;

  const toggleAll = () => props.onSelectionChange(allTicked ? selected.filter((id) => !pageIds.includes(id)) : [...new Set([...selected, ...pageIds])]);
  const toggleRow = (id: string) => props.onSelectionChange(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);

  return (
    <Box data-state={status} data-action-loading={actionLoading || undefined} data-part="paged-table">
      <Flex align={{ base: 'stretch', md: 'flex-start' }} direction={{ base: 'column', md: 'row' }} gap="3" pb="3">
        <Box flex="1" maxW={{ md: 'sm' }} hidden={props.searchable === false}>
          <InputGroup startElement={<ListIcon name="search" />}>
            <Input
              type="search"
              aria-label={LL.LISTS.SEARCH()}
              placeholder={LL.LISTS.SEARCH()}
              value={searchText}
              onChange={(event) => props.onSearch(event.target.value)}
            />
          </InputGroup>
          <Text textStyle="xs" color="fg.muted" mt="1">
            {props.searchHint ?? LL.LISTS.SEARCH_HINT()}
          </Text>
        </Box>
        {props.toolbar}
      </Flex>

      {hasBulk && selected.length > 0 ? (
        <HStack gap="3" py="2" px="3" mb="3" bg="brand.subtle" borderRadius="l2" wrap="wrap" data-part="bulk-actions">
          <Text textStyle="sm" fontWeight="medium">
            {LL.LISTS.SELECTED_COUNT({ count: selected.length })}
          </Text>
          {props.onDeleteSelected ? (
            <Button size="xs" colorPalette="red" variant="solid" disabled={busy} onClick={() => props.onDeleteSelected?.(selected)}>
              <ListIcon name="delete" size="0.9rem" />
              {LL.LISTS.DELETE_SELECTED()}
            </Button>
          ) : null}
          {props.onFetchSelected ? (
            <Button size="xs" variant="outline" disabled={busy} onClick={props.onFetchSelected}>
              <ListIcon name="list" size="0.9rem" />
              {LL.LISTS.FETCH_SELECTED()}
            </Button>
          ) : null}
          {props.onUpdateStatus ? (
            <Button size="xs" variant="outline" disabled={busy} onClick={props.onUpdateStatus}>
              {LL.LISTS.UPDATE_STATUS()}
            </Button>
          ) : null}
        </HStack>
      ) : null}

      {status === 'failed' && loadError ? (
        <ListLoadError error={loadError} onRetry={props.onRetry} />
      ) : null}

      <Box position="relative" borderWidth="1px" borderRadius="l2" bg="bg" overflow="hidden">
        {busy && !initial ? (
          <ListBusyBar />
        ) : null}
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={props.label} aria-busy={busy || initial} interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="10">
                  <Checkbox.Root
                    size="sm"
                    colorPalette="brand"
                    checked={allTicked ? true : tickedOnPage.length > 0 ? 'indeterminate' : false}
                    disabled={pageIds.length === 0}
                    onCheckedChange={toggleAll}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label srOnly>{LL.LISTS.SELECT_ALL()}</Checkbox.Label>
                  </Checkbox.Root>
                </Table.ColumnHeader>
                {columns.map((column) =>
                  column.sortable ? (
                    <SortableHeader key={column.key} field={column.key} header={column.header} sort={query.sort} onSort={props.onSort} width={column.width} />
                  ) : (
                    <Table.ColumnHeader key={column.key} width={column.width}>
                      {column.header}
                    </Table.ColumnHeader>
                  ),
                )}
                {actions.length > 0 ? <Table.ColumnHeader textAlign="end">{LL.LISTS.ACTIONS()}</Table.ColumnHeader> : null}
              </Table.Row>
            </Table.Header>
            <Table.Body cursor={busy && !initial ? 'progress' : undefined}>
              {initial ? (
                <PleaseWaitRow colSpan={columnCount} />
              ) : rows.length === 0 && status !== 'failed' ? (
                <ListMessageRow colSpan={columnCount} part="no-records">
                  {LL.LISTS.NO_RECORDS()}
                </ListMessageRow>
              ) : (
                rows.map((row) => {
                  const id = rowId(row);
                  const ticked = selected.includes(id);
                  return (
                    <Table.Row key={id} data-selected={ticked || undefined}>
                      <Table.Cell>
                        <Checkbox.Root size="sm" colorPalette="brand" checked={ticked} onCheckedChange={() => toggleRow(id)}>
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label srOnly>{LL.LISTS.SELECT_ROW({ id })}</Checkbox.Label>
                        </Checkbox.Root>
                      </Table.Cell>
                      {columns.map((column) => (
                        <Table.Cell key={column.key}>{column.cell(row)}</Table.Cell>
                      ))}
                      {actions.length > 0 ? (
                        <Table.Cell textAlign="end" whiteSpace="nowrap">
                          {actions
                            .filter((action) => !action.hidden?.(row))
                            .map((action) => (
                              <IconButton
                                key={action.key}
                                size="xs"
                                variant="ghost"
                                colorPalette={action.danger ? 'red' : 'brand'}
                                aria-label={action.label(row)}
                                title={action.label(row)}
                                disabled={actionLoading || (action.disabled?.(row) ?? false)}
                                onClick={() => action.onSelect(row)}
                              >
                                <ListIcon name={action.icon} />
                              </IconButton>
                            ))}
                        </Table.Cell>
                      ) : null}
                    </Table.Row>
                  );
                })
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>

      <ListPaginatorSlot
        list={props}
        rowCount={rows.length}
        totalCount={totalCount}
        disabled={actionLoading}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
      />
    </Box>
  );
}
