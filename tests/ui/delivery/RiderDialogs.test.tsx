// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paidFormValuesOf, riderFormValuesOf } from '../../../src/ui/delivery/deliveryForms';
import { RiderFormDialog, type RiderFormDialogProps } from '../../../src/ui/delivery/RiderFormDialog';
import { RiderPaidDialog, type RiderPaidDialogProps } from '../../../src/ui/delivery/RiderPaidDialog';
import { COMPANIES, RIDER, RIDERS } from '../../../stories/delivery/deliveryFixtures';
import { renderUi } from '../render';

afterEach(cleanup);

function formProps(overrides: Partial<RiderFormDialogProps> = {}): RiderFormDialogProps {
  return {
    mode: 'create',
    status: 'editing',
    riderName: '',
    companies: COMPANIES,
    initialValues: riderFormValuesOf(null),
    failure: null,
    onSave: vi.fn(),
    onCancel: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
}

const input = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label, { selector: 'input, select' }) as HTMLInputElement;

describe('RiderFormDialog', () => {
  it('refuses a CPF whose check digits are wrong, once the field is left, and sends nothing', async () => {
    const p = formProps();
    renderUi(<RiderFormDialog {...p} />, 'en');
    const dialog = await screen.findByRole('dialog', { name: 'New delivery person' });
    fireEvent.change(input(dialog, /^CPF/), { target: { value: '529.982.247-24' } });
    fireEvent.blur(input(dialog, /^CPF/));
    await within(dialog).findByText('CPF is not valid: its check digits do not match');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Oh snap! Change a few things up and try submitting again.');
    // Saving marked every field touched: each says what it needs.
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Phone is required')).toBeTruthy();
    expect(within(dialog).getByText('Vehicle type is required')).toBeTruthy();
    expect(within(dialog).getByText('Company is required')).toBeTruthy();
    expect(p.onSave).not.toHaveBeenCalled();
  });

  it('sends a valid rider as typed', async () => {
    const p = formProps();
    renderUi(<RiderFormDialog {...p} />, 'ptBr');
    const dialog = await screen.findByRole('dialog', { name: 'Novo entregador' });
    fireEvent.change(input(dialog, /^Nome/), { target: { value: 'Joana Entregadora' } });
    fireEvent.change(input(dialog, /^Telefone/), { target: { value: '(11) 91234-5678' } });
    fireEvent.change(input(dialog, /^CPF/), { target: { value: '529.982.247-25' } });
    fireEvent.change(input(dialog, /^Tipo de veículo/), { target: { value: 'bicicleta' } });
    fireEvent.change(input(dialog, /^Empresa/), { target: { value: COMPANIES[1]?.id } });
    fireEvent.change(input(dialog, /^Situação/), { target: { value: 'UNAVAILABLE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(p.onSave).toHaveBeenCalledWith({
        name: 'Joana Entregadora',
        phone: '(11) 91234-5678',
        cpf: '529.982.247-25',
        typeOfVehicle: 'bicicleta',
        company: COMPANIES[1]?.id,
        flag: 'UNAVAILABLE',
      }),
    );
  });

  it("edits a rider: its name in the title and its values; a server refusal translated by code", async () => {
    renderUi(<RiderFormDialog {...formProps({ mode: 'edit', riderName: 'Adriano Gomes', initialValues: riderFormValuesOf(RIDER), failure: { statusCode: 409, code: 'cpf_taken' } })} />, 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Edit delivery person - Adriano Gomes' });
    expect(input(dialog, /^Name/).value).toBe('Adriano Gomes');
    expect(input(dialog, /^Company/).value).toBe(RIDER.company?._id);
    expect(within(dialog).getByRole('alert').textContent).toContain('This CPF is already registered for another delivery person.');
  });

  it('keeps a vehicle it does not list, and names a rider without a person record', async () => {
    const rider = RIDERS[3] ?? RIDER;
    renderUi(<RiderFormDialog {...formProps({ mode: 'edit', riderName: '', initialValues: riderFormValuesOf(rider) })} />, 'ptBr');
    const dialog = await screen.findByRole('dialog', { name: 'Editar entregador - Person não cadastrado' });
    expect(input(dialog, /^Tipo de veículo/).value).toBe('patinete');
  });

  it('shows the loading, then a failed load with a retry', async () => {
    const p = formProps({ mode: 'edit', status: 'loadFailed', failure: { statusCode: 404, code: 'not_found' } });
    renderUi(<RiderFormDialog {...p} />, 'en');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The delivery person could not be loaded.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(p.onRetry).toHaveBeenCalledOnce();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    renderUi(<RiderFormDialog {...formProps({ status: 'loading' })} />, 'en');
    expect((await screen.findByRole('dialog')).textContent).toContain('Loading...');
  });

  it('cannot be cancelled while saving', async () => {
    const p = formProps({ status: 'saving' });
    renderUi(<RiderFormDialog {...p} />, 'en');
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(p.onCancel).not.toHaveBeenCalled();
  });
});

function paidProps(overrides: Partial<RiderPaidDialogProps> = {}): RiderPaidDialogProps {
  const now = new Date('2025-05-12T15:00:00');
  return {
    status: 'editing',
    riderName: 'Adriano Gomes',
    initialValues: paidFormValuesOf(RIDER, now),
    failure: null,
    now: () => now,
    onSave: vi.fn(),
    onCancel: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
}

describe('RiderPaidDialog', () => {
  it('marks as paid with now as the date, or another date not later than now', async () => {
    const p = paidProps();
    renderUi(<RiderPaidDialog {...p} />, 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Payment of Adriano Gomes' });
    expect(within(dialog).queryByLabelText(/^Payment date/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Paid' }));
    const date = (await within(dialog).findByLabelText(/^Payment date/)) as HTMLInputElement;
    expect(date.value).toBe('2025-05-12T15:00');
    fireEvent.change(date, { target: { value: '2025-05-13T09:00' } });
    fireEvent.blur(date);
    await within(dialog).findByText('The payment date cannot be later than now');
    fireEvent.change(date, { target: { value: '2025-05-11T18:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(p.onSave).toHaveBeenCalledWith({ paid: true, paidAt: '2025-05-11T18:30' }));
  });

  it('marks as not paid without a date', async () => {
    const p = paidProps({ initialValues: { paid: true, paidAt: '2025-05-10T20:30' } });
    renderUi(<RiderPaidDialog {...p} />, 'ptBr');
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento de Adriano Gomes' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Pago' }));
    await within(dialog).findByText(/fica como não pago/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(p.onSave).toHaveBeenCalledWith({ paid: false, paidAt: '' }));
  });

  it('translates a refusal of the server', async () => {
    renderUi(<RiderPaidDialog {...paidProps({ failure: { statusCode: 400, code: 'paid_date_future' } })} />, 'en');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toContain('The payment date cannot be later than now.');
  });
});
