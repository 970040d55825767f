import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { parseListQuery, sameListQuery, serializeListQuery, type ListQueryOptions } from '../../domain/listQuery';
import { toListView, type ListPagingMachine, type ListView } from '../../machines/listPagingMachine';
import type { PagedListEvents } from '../../ui/lists/listTypes';

/** The parameters the list machine owns in the address. */
const LIST_PARAMS = ['page', 'size', 'sort', 'q'] as const;

/** The address's search part without the list's own parameters (filters, open panels). */
export function otherParams(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const name of LIST_PARAMS) params.delete(name);
  return params;
}

/**
 * The address's search part with `listPart` (a serialized list query) in place of the list's own
 * parameters, the other parameters kept after it in their order; '' when there is nothing.
 * @example withListQuery('?isOnline=true&page=2', '?page=3') // '?page=3&isOnline=true'
 */
export function withListQuery(search: string, listPart: string, keep: URLSearchParams = otherParams(search)): string {
  const rest = keep.toString();
  if (listPart === '') return rest === '' ? '' : `?${rest}`;
  return rest === '' ? listPart : `${listPart}&${rest}`;
}

/** A change of the address's other parameters: a value to set, or null to remove it. */
export type ParamChanges = Readonly<Record<string, string | null>>;

/** A running filtered list: its view, the table's events, the actor, and the address's other parameters. */
export interface FilteredPagedList<Row> {
  view: ListView<Row>;
  events: PagedListEvents;
  actor: ReturnType<typeof useActorRef<ListPagingMachine<Row>>>;
  /** The address's parameters besides the list's own (filters, the panel open). */
  params: URLSearchParams;
  /**
   * Changes other parameters as a new history entry; a change of a filter parameter goes back
   * to page 1 and reloads the list.
   */
  setParams: (changes: ParamChanges, options?: { replace?: boolean }) => void;
}

/**
 * {@link usePagedList} for a list with filters of its own in the address next to
 * `?page=&size=&sort=&q=` (the rider list's `isOnline`, `flag`, `cpf`...), and with panels
 * named there too. The fetch reads the filters from the address (through `readFilters`, a ref the
 * container keeps current); a change of any of `filterParams` starts again at page 1 and reloads.
 */
export function useFilteredPagedList<Row>(
  machine: ListPagingMachine<Row>,
  options: ListQueryOptions,
  filterParams: readonly string[],
): FilteredPagedList<Row> {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const actor = useActorRef(machine, { input: { query: parseListQuery(search, options) } });
  const view = useSelector(actor, toListView);
  const params = useMemo(() => otherParams(search), [search]);
  const filterKey = filterParams.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');
  const shownFilterKey = useRef(filterKey);

  const wanted = serializeListQuery(view.query, options);
  useEffect(() => {
    // The machine's query changed (page, search...): the address follows, other parameters kept.
    if (wanted !== serializeListQuery(parseListQuery(search, options), options)) navigate(`${location}${withListQuery(search, wanted)}`);
    // Only the machine's query drives this; the address side is the next effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  useEffect(() => {
    // Back, forward, a link or a filter changed the address: the machine follows.
    const query = parseListQuery(search, options);
    const queryChanged = !sameListQuery(actor.getSnapshot().context.query, query);
    actor.send({ type: 'address.changed', query });
    if (filterKey !== shownFilterKey.current) {
      shownFilterKey.current = filterKey;
      // Same page asked, other rows: the page must be fetched again.
      if (!queryChanged) actor.send({ type: 'row.updated' });
    }
  }, [search, actor, options, filterKey]);

  const setParams = useCallback(
    (changes: ParamChanges, navigation: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(params);
      let filterChanged = false;
      for (const [name, value] of Object.entries(changes)) {
        if ((next.get(name) ?? null) !== value && filterParams.includes(name)) filterChanged = true;
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      // A new filter starts at page 1 (the page asked may not exist any more).
      const query = parseListQuery(search, options);
      const listPart = serializeListQuery(filterChanged ? { ...query, page: 1 } : query, options);
      navigate(`${location}${withListQuery('', listPart, next)}`, navigation);
    },
    [params, filterParams, search, options, location, navigate],
  );

  const events = useMemo<PagedListEvents>(
    () => ({
      onSearch: (text) => actor.send({ type: 'user.search', text }),
      onSort: (field) => actor.send({ type: 'user.sort', field }),
      onPageChange: (page) => actor.send({ type: 'user.go_to_page', page }),
      onPageSizeChange: (size) => actor.send({ type: 'user.change_page_size', size }),
      onRetry: () => actor.send({ type: 'user.retry' }),
      onSelectionChange: (ids) => actor.send({ type: 'user.select', ids }),
    }),
    [actor],
  );
  return { view, events, actor, params, setParams };
}
