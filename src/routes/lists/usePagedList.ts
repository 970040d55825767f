import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { parseListQuery, serializeListQuery, type ListQueryOptions } from '../../domain/listQuery';
import { toListView, type ListPagingMachine, type ListView } from '../../machines/listPagingMachine';
import type { PagedListEvents } from '../../ui/lists/listTypes';

/** A running paged list: its view, the table's events, and the actor for the screen's own events. */
export interface PagedList<Row> {
  view: ListView<Row>;
  events: PagedListEvents;
  actor: ReturnType<typeof useActorRef<ListPagingMachine<Row>>>;
}

/**
 * Runs a list machine (already provided with its calls) bound to the address: it starts from the
 * query in `?page=&size=&sort=&q=`, writes each new query back as a history entry (so reload, back
 * and a shared link restore the list), and follows the address when back or forward changes it.
 */
export function usePagedList<Row>(machine: ListPagingMachine<Row>, options: ListQueryOptions): PagedList<Row> {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const actor = useActorRef(machine, { input: { query: parseListQuery(search, options) } });
  const view = useSelector(actor, toListView);

  const wanted = serializeListQuery(view.query, options);
  useEffect(() => {
    // The machine's query changed (page, sort, search...): the address follows.
    // `wanted` is '' or '?page=…'; wouter's search has no '?'.
    if (wanted !== (search ? `?${search}` : '')) navigate(`${location}${wanted}`);
    // Only the machine's query drives this; the address side is the next effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  useEffect(() => {
    // Back, forward or a link changed the address: the machine follows (it ignores an equal query).
    actor.send({ type: 'address.changed', query: parseListQuery(search, options) });
  }, [search, actor, options]);

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
  return { view, events, actor };
}
