// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { NO_RIDER_FILTERS } from '../../../src/ui/delivery/RiderFilterBar';
import { RidersList, type RidersListProps } from '../../../src/ui/delivery/RidersList';
import { EMPTY_RIDERS, FAILED_RIDERS, FILLED_RIDERS, INITIAL_RIDERS, RIDERS } from '../../../stories/delivery/deliveryFixtures';
import { deleteAsked, statusAsked } from '../../../stories/lists/listStates';
import { confirmDelete, confirmStatus, editingEvents, pressEach, renderList, statusEvents } from '../listHarness';
import { renderUi } from '../render';

afterEach(cleanup);

const [ADRIANO, BEATRIZ, CAIO, NO_PERSON] = RIDERS.map((rider) => rider._id);

function props(overrides: Partial<RidersListProps> = {}): RidersListProps {
  return {
    list: FILLED_RIDERS,
    filters: NO_RIDER_FILTERS,
    historyDelete: { open: false, closing: false, ids: [] },
    onFiltersChange: vi.fn(),
    onEdit: vi.fn(),
    onHistory: vi.fn(),
    onPaid: vi.fn(),
    onConfirmHistoryDelete: vi.fn(),
    onCancelHistoryDelete: vi.fn(),
    ...editingEvents(),
    ...statusEvents(),
    ...overrides,
  };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('RidersList', () => {
  it('shows each rider with its phone formatted for 13, 11 and 10 digits, its CPF, vehicle, state and payment', () => {
    renderUi(<RidersList {...props()} />, 'en');
    expect(screen.getByRole('heading', { name: 'Delivery people' })).toBeTruthy();
    const adriano = rowOf('Adriano Gomes');
    expect(within(adriano).getByText('+55 (11) 91234-5678')).toBeTruthy();
    expect(within(adriano).getByText('529.982.247-25')).toBeTruthy();
    expect(within(adriano).getByText('Motorcycle')).toBeTruthy();
    expect(within(adriano).getByText('Online')).toBeTruthy();
    expect(within(adriano).getByText('Free')).toBeTruthy();
    expect(within(adriano).getByRole('button', { name: 'Not paid – Payment of Adriano Gomes' }).textContent).toBe('Not paid');
    const beatriz = rowOf('Beatriz Dias');
    expect(within(beatriz).getByText('(11) 98000-8198')).toBeTruthy();
    expect(within(beatriz).getByText('On route')).toBeTruthy();
    expect(within(beatriz).getByRole('button', { name: /^Paid on .* – Payment of Beatriz Dias$/ }).textContent).toMatch(/^Paid on /);
    const caio = rowOf('Caio Freitas');
    expect(within(caio).getByText('(11) 3000-5065')).toBeTruthy();
    expect(within(caio).getByText('Offline')).toBeTruthy();
    expect(within(caio).getByText('Unavailable')).toBeTruthy();
  });

  it("names a rider without a person record 'Person não cadastrado' and keeps an unknown vehicle as stored", () => {
    renderUi(<RidersList {...props()} />, 'ptBr');
    const row = rowOf('Person não cadastrado');
    expect(within(row).getByText('patinete')).toBeTruthy();
    expect(within(rowOf('Beatriz Dias')).getByText('Em rota')).toBeTruthy();
    expect(within(rowOf('Caio Freitas')).getByText('Indisponível')).toBeTruthy();
    expect(within(rowOf('Adriano Gomes')).getByText('Liberado')).toBeTruthy();
  });

  it('raises new, history, edit, payment and delete with the rider id', () => {
    const p = renderList(RidersList, props());
    pressEach([
      ['New delivery person', p.onNew],
      ['History of Beatriz Dias', p.onHistory, BEATRIZ],
      ['Edit Caio Freitas', p.onEdit, CAIO],
      [/Payment of Adriano Gomes$/, p.onPaid, ADRIANO],
      ['Delete Person not registered', p.onDelete, [NO_PERSON]],
    ]);
  });

  it('raises each filter change with the whole set; the CPF applies its digits on Enter', () => {
    const p = props({ filters: { ...NO_RIDER_FILTERS, flag: 'FREE' } });
    renderUi(<RidersList {...p} />, 'en');
    fireEvent.change(screen.getByLabelText('Online state'), { target: { value: 'false' } });
    expect(p.onFiltersChange).toHaveBeenLastCalledWith({ isOnline: false, flag: 'FREE', cpf: '', typeOfVehicle: '' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    expect(p.onFiltersChange).toHaveBeenLastCalledWith({ isOnline: null, flag: null, cpf: '', typeOfVehicle: '' });
    fireEvent.change(screen.getByLabelText('Vehicle'), { target: { value: 'carro' } });
    expect(p.onFiltersChange).toHaveBeenLastCalledWith({ isOnline: null, flag: 'FREE', cpf: '', typeOfVehicle: 'carro' });
    const cpf = screen.getByLabelText('CPF');
    fireEvent.change(cpf, { target: { value: '529.98' } });
    expect(p.onFiltersChange).toHaveBeenCalledTimes(3);
    fireEvent.keyDown(cpf, { key: 'Enter' });
    expect(p.onFiltersChange).toHaveBeenLastCalledWith({ isOnline: null, flag: 'FREE', cpf: '52998', typeOfVehicle: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(p.onFiltersChange).toHaveBeenLastCalledWith(NO_RIDER_FILTERS);
  });

  it('shows the filters from the address, and no Clear when none is set', () => {
    renderUi(<RidersList {...props({ filters: { isOnline: true, flag: 'ON_ROUTE', cpf: '529', typeOfVehicle: 'moto' } })} />, 'en');
    expect((screen.getByLabelText('Online state') as HTMLSelectElement).value).toBe('true');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('ON_ROUTE');
    expect((screen.getByLabelText('CPF') as HTMLInputElement).value).toBe('529');
    cleanup();
    renderUi(<RidersList {...props()} />, 'en');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it("says 'Please wait....' first, 'No records found' when empty, and offers a retry when the load fails", () => {
    const p = props({ list: INITIAL_RIDERS });
    renderUi(<RidersList {...p} />, 'en');
    expect(screen.getByText('Please wait....')).toBeTruthy();
    cleanup();
    renderUi(<RidersList {...props({ list: EMPTY_RIDERS })} />, 'en');
    expect(screen.getByText('No records found')).toBeTruthy();
    cleanup();
    const failed = props({ list: FAILED_RIDERS });
    renderUi(<RidersList {...failed} />, 'en');
    expect(screen.getByRole('alert').textContent).toContain('You are not allowed to see this list.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.onRetry).toHaveBeenCalledOnce();
  });

  it('asks before deleting, then asks again for a rider with history, saying the history is kept', async () => {
    const p = renderList(RidersList, props({ list: deleteAsked(FILLED_RIDERS, [BEATRIZ ?? '']) }));
    await confirmDelete('Delete delivery person', 'Are you sure to permanently delete this delivery person?', p.onConfirmDelete);
    cleanup();

    const again = renderList(RidersList, props({ historyDelete: { open: true, closing: false, ids: [BEATRIZ ?? ''] } }));
    const second = await confirmDelete('This delivery person has a history', /their history is kept for the reports/, again.onConfirmHistoryDelete);
    fireEvent.click(within(second).getByRole('button', { name: 'Cancel' }));
    expect(again.onCancelHistoryDelete).toHaveBeenCalledOnce();
  });

  it('offers the statuses Free, On route and Unavailable for the ticked riders (480 px)', async () => {
    const p = props({ list: statusAsked(FILLED_RIDERS, [ADRIANO ?? '']) });
    renderUi(<RidersList {...p} />, 'en');
    const { dialog, options } = await confirmStatus('Update the status of the selected delivery people', 'UNAVAILABLE');
    expect(within(dialog).getByText('Adriano Gomes, +55 (11) 91234-5678')).toBeTruthy();
    expect(options).toEqual(['Select status', 'Free', 'On route', 'Unavailable']);
    expect(p.onConfirmStatus).toHaveBeenCalledWith('UNAVAILABLE');
  });

  it('raises update status for the ticked riders', () => {
    const p = props({ list: { ...FILLED_RIDERS, selected: [ADRIANO ?? '', CAIO ?? ''] } });
    renderUi(<RidersList {...p} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    expect(p.onUpdateStatus).toHaveBeenCalledOnce();
  });
});
