import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, sendParent, type ActorRefFrom } from 'xstate';
import type { DeleteOutcome } from '../../src/domain/deletes';
import { defaultListQuery, USER_LIST, type ListPage, type ListQuery } from '../../src/domain/listQuery';
import { deliveryHistoryDeleteMachine } from '../../src/machines/deliveryHistoryDelete/machine';
import { createListPagingMachine } from '../../src/machines/listPaging/machine';
import { createListScreenMachine } from '../../src/machines/listScreen/machine';

interface Row {
  id: string;
}

const PAGE: ListPage<Row> = { items: [{ id: 'r1' }, { id: 'r2' }], totalCount: 2 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A screen whose list deletes keeping back `kept`, and whose follow-up deletes what it is given. */
function startScreen(kept: string[]) {
  const fetched: ListQuery[] = [];
  const followedUp: string[][] = [];
  const list = createListPagingMachine<Row>().provide({
    actors: {
      fetchPage: fromPromise<ListPage<Row>, ListQuery>(async ({ input }) => {
        fetched.push(input);
        return PAGE;
      }),
      deleteRows: fromPromise<DeleteOutcome, { ids: string[] }>(async () => ({ undone: false, kept })),
    },
    actions: { notifyDeleted: sendParent((_, params: { ids: string[]; kept: string[] }) => ({ type: 'rows.kept', ids: params.kept })) },
  });
  const followUp = deliveryHistoryDeleteMachine.provide({
    actors: {
      deleteKeepingHistory: fromPromise<DeleteOutcome, { ids: string[] }>(async ({ input }) => {
        followedUp.push(input.ids);
        return { undone: false, kept: [] };
      }),
    },
    actions: { notifyDeleted: sendParent({ type: 'rows.followed_up' }) },
  });
  const screen = createActor(createListScreenMachine({ list, followUp }), { input: { query: { ...defaultListQuery(USER_LIST), page: 1, search: 'ana' } } });
  screen.start();
  const listOf = () => {
    const ref = screen.getSnapshot().children.list;
    if (!ref) throw new Error('no list');
    return ref;
  };
  const followUpOf = () => {
    const ref: unknown = screen.getSnapshot().children.followUp;
    if (!ref) throw new Error('no follow-up');
    // The slot runs the logic given above.
    return ref as ActorRefFrom<typeof followUp>;
  };
  return { screen, fetched, followedUp, listOf, followUpOf };
}

describe('listScreenMachine', () => {
  it('starts its list from the query it is given, the first page asked 1 s after opening', async () => {
    const { fetched } = startScreen([]);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetched).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetched.map((query) => [query.page, query.search])).toEqual([[1, 'ana']]);
  });

  it('reloads the list when a dialog or panel says a record was saved', async () => {
    const { screen, fetched } = startScreen([]);
    await vi.advanceTimersByTimeAsync(1000);
    screen.send({ type: 'record.saved', created: true });
    await vi.advanceTimersByTimeAsync(0);
    screen.send({ type: 'record.saved', created: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched).toHaveLength(3);
  });

  it('hands the rows the server kept back to the follow-up, and reloads the list once it deleted them', async () => {
    const { fetched, followedUp, listOf, followUpOf } = startScreen(['r2']);
    await vi.advanceTimersByTimeAsync(1000);
    listOf().send({ type: 'user.delete', ids: ['r1', 'r2'] });
    listOf().send({ type: 'user.confirm' });
    await vi.advanceTimersByTimeAsync(2500);
    // The delete was made with r2 kept back: the list reloads and the second confirmation asks about r2.
    expect(fetched).toHaveLength(2);
    expect(followUpOf().getSnapshot().hasTag('open')).toBe(true);
    expect(followUpOf().getSnapshot().context).toEqual({ ids: ['r2'] });
    followUpOf().send({ type: 'user.confirm' });
    await vi.advanceTimersByTimeAsync(2500);
    expect(followedUp).toEqual([['r2']]);
    expect(fetched).toHaveLength(3);
  });

  it('asks the list to confirm a delete the gate let through', async () => {
    const { screen, listOf } = startScreen([]);
    await vi.advanceTimersByTimeAsync(1000);
    screen.send({ type: 'rows.delete_checked', ids: ['r1'] });
    expect(listOf().getSnapshot().hasTag('deleteDialog')).toBe(true);
    expect(listOf().getSnapshot().context.targets).toEqual(['r1']);
  });

  it('asks nothing more when the server kept no row back', async () => {
    const { fetched, listOf, followUpOf } = startScreen([]);
    await vi.advanceTimersByTimeAsync(1000);
    listOf().send({ type: 'user.delete', ids: ['r1'] });
    listOf().send({ type: 'user.confirm' });
    await vi.advanceTimersByTimeAsync(2500);
    expect(followUpOf().getSnapshot().hasTag('open')).toBe(false);
    expect(fetched).toHaveLength(2);
  });
});
