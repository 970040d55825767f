import { useCallback, useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import { parseListQuery, serializeListQuery, type ListFilters, type ListQuery, type ListQueryOptions } from '../../domain/listQuery';
import { connectList, type ListProps } from '../../machines/listPaging/connect';
import type { ListPagingMachine } from '../../machines/listPaging/machine';
import type { PagedListEvents, PagedListState } from '../../ui/lists/listTypes';

/** The parameters every list owns in the address; a list's filters come after them. */
const LIST_PARAMS = ['page', 'size', 'sort', 'q'] as const;

/** The address's search part without the list's own parameters (its query and filters): the panels open. */
export function otherParams(search: string, filterParams: readonly string[] = []): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const name of [...LIST_PARAMS, ...filterParams]) params.delete(name);
  return params;
}

/**
 * The address's search part with `listPart` (a serialized list query) in place of the list's own
 * parameters, the other parameters kept after it in their order; '' when there is nothing.
 * @example withListQuery('?history=r1&page=2', '?page=3') // '?page=3&history=r1'
 */
export function withListQuery(search: string, listPart: string, keep: URLSearchParams = otherParams(search)): string {
  const rest = keep.toString();
  if (listPart === '') return rest === '' ? '' : `?${rest}`;
  return rest === '' ? listPart : `${listPart}&${rest}`;
}

/** A change of the address's other parameters (the panels): a value to set, or null to remove it. */
export type ParamChanges = Readonly<Record<string, string | null>>;

/** A running list machine, started by the page or invoked by its screen machine. */
export type ListActor<Row> = ActorRefFrom<ListPagingMachine<Row>>;

/**
 * A running list as its view uses it: the props its machine gives the view (`connectList`), and
 * the parts of them a page hands on by name (the state, the table's events, the filters to set).
 */
export interface ListControls<Row> {
  /** The list's state and every event its machine answers: a list view takes them as they are. */
  props: ListProps<Row>;
  /** The list's state (`props.list`). */
  view: PagedListState<Row>;
  /** The table's events (search, sort, page, page size, retry, selection). */
  events: PagedListEvents;
  /** Other filters: the list goes back to page 1 and loads. */
  setFilters: (filters: ListFilters) => void;
}

/** A list bound to the address: its controls and the address's other parameters. */
export interface PagedList<Row> extends ListControls<Row> {
  /** The address's parameters besides the list's own (the panel open). */
  params: URLSearchParams;
  /** Changes other parameters (opens or closes a panel), as a new history entry unless `replace`. */
  setParams: (changes: ParamChanges, options?: { replace?: boolean }) => void;
}

/** The list query the address asks for, read once: what a list machine starts from. */
export function useAddressListQuery(options: ListQueryOptions): ListQuery {
  const search = useSearch();
  return useMemo(() => parseListQuery(search, options), [search, options]);
}

/**
 * The one binding of a list to the address (`?page=&size=&sort=&q=` and the list's filters, then
 * the panels): each new query of the machine is written back as a history entry, so reload, back
 * and a shared link restore the list, and the machine follows the address when back, forward or a
 * link changes it. The list starts from {@link useAddressListQuery}.
 */
export function useListAddress<Row>(list: ListActor<Row>, options: ListQueryOptions): PagedList<Row> {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const controls = useListControls(list);
  const params = useMemo(() => otherParams(search, options.filterParams), [search, options.filterParams]);

  const wanted = serializeListQuery(controls.view.query, options);
  useEffect(() => {
    // The machine's query changed (page, sort, search, filters): the address follows, panels kept.
    if (wanted !== serializeListQuery(parseListQuery(search, options), options)) navigate(`${location}${withListQuery('', wanted, otherParams(search, options.filterParams))}`);
    // Only the machine's query drives this; the address side is the next effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  useEffect(() => {
    // Back, forward or a link changed the address: the machine follows (it ignores an equal query).
    list.send({ type: 'address.changed', query: parseListQuery(search, options) });
  }, [search, list, options]);

  const setParams = useCallback(
    (changes: ParamChanges, navigation: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(params);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      navigate(`${location}${withListQuery('', serializeListQuery(list.getSnapshot().context.query, options), next)}`, navigation);
    },
    [params, list, options, location, navigate],
  );

  return { ...controls, params, setParams };
}

/** The props of a running list (`connectList`), for a list the address does not hold (a second list on a screen). */
export function useListControls<Row>(list: ListActor<Row>): ListControls<Row> {
  const connect = useCallback((snapshot: SnapshotFrom<ListActor<Row>>) => connectList<Row>(snapshot, list.send), [list]);
  const props = useSelector(list, connect);
  return useMemo(() => {
    const { onSearch, onSort, onPageChange, onPageSizeChange, onRetry, onSelectionChange } = props;
    return { props, view: props.list, events: { onSearch, onSort, onPageChange, onPageSizeChange, onRetry, onSelectionChange }, setFilters: props.setFilters };
  }, [props]);
}

/** A page with one list machine: starts it from the address and binds it there ({@link useListAddress}). */
export function usePagedList<Row>(machine: ListPagingMachine<Row>, options: ListQueryOptions): PagedList<Row> & { actor: ListActor<Row> } {
  const query = useAddressListQuery(options);
  const actor = useActorRef(machine, { input: { query } });
  return { ...useListAddress(actor, options), actor };
}
