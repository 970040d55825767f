// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { User } from '../../../src/contract/schema.gen';
import { deleteDialogTexts, RecordList, type RecordListProps } from '../../../src/ui/lists/RecordList';
import { deleteAsked, fetchSelected, statusAsked } from '../../../stories/lists/listStates';
import { FILLED_LIST } from '../../../stories/users/userFixtures';
import { columnHeaders, confirmDelete, confirmStatus, fetchedItems, pagingEvents } from '../listHarness';
import { renderUi } from '../render';

afterEach(cleanup);

const TEXTS = {
  TITLE: () => 'Delete person',
  DESCRIPTION: () => 'Delete this person?',
  WAIT: () => 'Person is deleting...',
  MANY_TITLE: () => 'Delete people',
  MANY_DESCRIPTION: () => 'Delete these people?',
  MANY_WAIT: () => 'People are deleting...',
};

function props(overrides: Partial<RecordListProps<User>> = {}): RecordListProps<User> {
  return {
    ...pagingEvents(),
    list: FILLED_LIST,
    part: 'people-list',
    texts: { title: 'People' },
    columns: [{ key: 'name', header: 'Name', cell: (row) => row.fullname }],
    rowId: (row) => row.id,
    ...overrides,
  };
}

describe('RecordList', () => {
  it('puts the table, named by the title, in the card with the create button', () => {
    const onNew = vi.fn();
    renderUi(<RecordList {...props({ texts: { title: 'People', newLabel: 'New person' }, onNew, card: { 'data-mode': 'demo' } })} />, 'en');
    expect(screen.getByRole('heading', { name: 'People' })).toBeTruthy();
    expect(columnHeaders('People')).toEqual(['Select all rows on this page', 'Name']);
    const card = document.querySelector('[data-part="people-list"]');
    expect(card?.getAttribute('data-mode')).toBe('demo');
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New person' }));
    expect(onNew).toHaveBeenCalledOnce();
  });

  it('as a region, says what it holds under the title, and offers no create button without onNew', () => {
    renderUi(<RecordList {...props({ region: true, texts: { title: 'People', hint: 'Everyone who asked.', newLabel: 'New person' } })} />, 'en');
    expect(screen.getByRole('region', { name: 'People' }).textContent).toContain('Everyone who asked.');
    expect(screen.queryByRole('button', { name: 'New person' })).toBeNull();
  });

  it('offers only the bulk actions it is given events for', () => {
    const onDelete = vi.fn();
    renderUi(<RecordList {...props({ list: { ...FILLED_LIST, selected: ['1', '2'] }, onDelete })} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(onDelete).toHaveBeenCalledWith(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Fetch selected' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update status' })).toBeNull();
  });

  it('asks before a delete with the texts for one or for many, and raises the confirmation', async () => {
    const onConfirmDelete = vi.fn();
    renderUi(<RecordList {...props({ list: deleteAsked(FILLED_LIST, ['2']), texts: { title: 'People', delete: TEXTS }, onConfirmDelete })} />, 'en');
    await confirmDelete('Delete person', 'Delete this person?');
    expect(onConfirmDelete).toHaveBeenCalledOnce();
    cleanup();
    renderUi(<RecordList {...props({ list: deleteAsked(FILLED_LIST, ['1', '2']), texts: { title: 'People', delete: TEXTS }, onConfirmDelete })} />, 'en');
    await confirmDelete('Delete people', 'Delete these people?');
    cleanup();
    renderUi(<RecordList {...props({ list: deleteAsked(FILLED_LIST, ['1', '2'], true), texts: { title: 'People', delete: TEXTS }, onConfirmDelete })} />, 'en');
    expect((await screen.findByRole('alertdialog')).textContent).toContain('People are deleting...');
  });

  it('has no delete confirmation without its texts', () => {
    renderUi(<RecordList {...props({ list: deleteAsked(FILLED_LIST, ['2']), onConfirmDelete: vi.fn() })} />, 'en');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('uses the texts for one where a list has no texts for many', () => {
    const one = { TITLE: TEXTS.TITLE, DESCRIPTION: TEXTS.DESCRIPTION, WAIT: TEXTS.WAIT };
    expect(deleteDialogTexts(one, 3)).toEqual({ title: 'Delete person', description: 'Delete this person?', waitingText: 'Person is deleting...' });
    expect(deleteDialogTexts(TEXTS, 3).title).toBe('Delete people');
    expect(deleteDialogTexts(TEXTS, 1).title).toBe('Delete person');
  });

  it('lists the ticked rows as `describe` says, a row not on the page by its id, and Ok cancels', async () => {
    const onCancelDialog = vi.fn();
    renderUi(
      <RecordList {...props({ list: fetchSelected(FILLED_LIST, ['1', '9']), onFetchSelected: vi.fn(), describe: (row) => `${row.fullname} (${row.id})`, onCancelDialog })} />,
      'en',
    );
    const { dialog, items } = await fetchedItems('Selected elements');
    expect(items).toEqual(['Ana Souza (1)', '9']);
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onCancelDialog).toHaveBeenCalledOnce();
    expect(dialog).toBeTruthy();
  });

  it('offers the statuses for the ticked rows under its title and raises the one picked', async () => {
    const onConfirmStatus = vi.fn();
    const statuses = [
      { value: 'active', label: 'Active' },
      { value: 'inactive', label: 'Inactive' },
    ];
    renderUi(
      <RecordList {...props({ list: statusAsked(FILLED_LIST, ['2']), onUpdateStatus: vi.fn(), statuses, texts: { title: 'People', statusTitle: 'Status of the people' }, onConfirmStatus })} />,
      'en',
    );
    const { options } = await confirmStatus('Status of the people', 'inactive');
    expect(options).toEqual(['Select status', 'Active', 'Inactive']);
    expect(onConfirmStatus).toHaveBeenCalledWith('inactive');
  });

  it("shows the list's own dialogs", () => {
    renderUi(
      <RecordList {...props()}>
        <p>Own dialog</p>
      </RecordList>,
      'en',
    );
    expect(screen.getByText('Own dialog')).toBeTruthy();
  });
});
