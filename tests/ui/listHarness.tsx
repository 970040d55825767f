import type { ComponentType } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { defaultListQuery, type ListPage, type ListQuery, type ListQueryOptions } from '../../src/domain/listQuery';
import type { Language } from '../../src/i18n/language';
import { connectList } from '../../src/machines/listPaging/connect';
import { createListPagingMachine } from '../../src/machines/listPaging/machine';
import type { EditableListEvents, PagedListEvents, PagedListState, StatusListEvents } from '../../src/ui/lists/listTypes';
import { waitFor } from '../support/waitFor';
import { renderUi } from './render';

/**
 * What the list views' tests share: spies for the events a list raises, and the questions every
 * list's table and dialogs are asked (see src/ui/lists/RecordList.tsx).
 */

/** Spies for what every paged list raises. */
export function pagingEvents(): PagedListEvents {
  return { onSearch: vi.fn(), onSort: vi.fn(), onPageChange: vi.fn(), onPageSizeChange: vi.fn(), onRetry: vi.fn(), onSelectionChange: vi.fn() };
}

/** Spies for what a list whose records are created and deleted raises, paging included. */
export function editingEvents(): EditableListEvents {
  return { ...pagingEvents(), onNew: vi.fn(), onDelete: vi.fn(), onConfirmDelete: vi.fn(), onCancelDialog: vi.fn() };
}

/** Spies for what a list raises whose ticked records get a new status. */
export function statusEvents(): StatusListEvents {
  return { onFetchSelected: vi.fn(), onUpdateStatus: vi.fn(), onConfirmStatus: vi.fn() };
}

/** The column headers of the table named `name`, the select column's first. */
export function columnHeaders(name: string): (string | null)[] {
  return within(screen.getByRole('table', { name })).getAllByRole('columnheader').map((header) => header.textContent);
}

/** Renders the list `View` with `props` (in English unless told) and answers the props, their spies included. */
export function renderList<Props extends object>(View: ComponentType<Props>, props: Props, language: Language = 'en'): Props {
  renderUi(<View {...props} />, language);
  return props;
}

/**
 * Presses each button named, in turn: each press raises its event once, with the arguments given
 * after it (when some are given).
 */
export function pressEach(presses: [button: string | RegExp, event: unknown, ...args: unknown[]][]): void {
  for (const [name, event, ...args] of presses) {
    const spy = vi.mocked(event as () => void);
    const before = spy.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name }));
    expect(spy.mock.calls.length, `pressing ${String(name)}`).toBe(before + 1);
    if (args.length > 0) expect(spy.mock.lastCall, `pressing ${String(name)}`).toEqual(args);
  }
}

/**
 * The delete confirmation named `title`, once it shows `question`; its Delete is pressed, which
 * raises `onConfirm` (when given) once.
 */
export async function confirmDelete(title: string, question: string | RegExp, onConfirm?: unknown): Promise<HTMLElement> {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  expect(within(dialog).getByText(question)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  if (onConfirm !== undefined) expect(onConfirm).toHaveBeenCalledOnce();
  return dialog;
}

/**
 * The list machine's view once its first page has arrived: `rows`, of `totalCount`, at 5 a page
 * in the list's default order (what a container hands a list view as it is).
 */
export async function loadedView<Row>(rows: Row[], totalCount: number, options: ListQueryOptions): Promise<PagedListState<Row>> {
  const machine = createListPagingMachine<Row>().provide({
    delays: { firstLoad: 0 },
    actors: { fetchPage: fromPromise<ListPage<Row>, ListQuery>(async () => ({ items: rows, totalCount })) },
  });
  const actor = createActor(machine, { input: { query: { ...defaultListQuery(options), size: 5 } } }).start();
  const snapshot = await waitFor(actor, (state) => state.matches({ browsing: 'ready' }));
  actor.stop();
  return connectList<Row>(snapshot, actor.send).list;
}

/** The fetch-selected dialog named `title`, and the ticked rows it lists. */
export async function fetchedItems(title: string): Promise<{ dialog: HTMLElement; items: (string | null)[] }> {
  const dialog = await screen.findByRole('dialog', { name: title });
  return { dialog, items: within(dialog).getAllByRole('listitem').map((item) => item.textContent) };
}

/**
 * The update-status dialog named `title` (480 px): the statuses it offers, read before `value` is
 * picked and Update status pressed.
 */
export async function confirmStatus(title: string, value: string): Promise<{ dialog: HTMLElement; options: string[] }> {
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(getComputedStyle(dialog).width).toBe('480px');
  const select = within(dialog).getByLabelText('Status') as HTMLSelectElement;
  const options = Array.from(select.options).map((option) => option.text);
  fireEvent.change(select, { target: { value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Update status' }));
  return { dialog, options };
}
