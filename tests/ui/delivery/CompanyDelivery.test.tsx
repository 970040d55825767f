// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CompanyDeliveriesList, type CompanyDeliveriesListProps } from '../../../src/ui/delivery/CompanyDeliveriesList';
import { CompanyDeliveryFormDialog, type CompanyDeliveryFormDialogProps } from '../../../src/ui/delivery/CompanyDeliveryFormDialog';
import { companyDeliveryFormValuesOf } from '../../../src/ui/delivery/deliveryForms';
import { COMPANIES, FILLED_SETTINGS, SETTINGS } from '../../../stories/delivery/deliveryFixtures';
import { deleteAsked, statusAsked } from '../../../stories/lists/listStates';
import { confirmDelete, confirmStatus, editingEvents, pressEach, renderList, statusEvents } from '../listHarness';
import { renderUi } from '../render';

afterEach(cleanup);

function listProps(overrides: Partial<CompanyDeliveriesListProps> = {}): CompanyDeliveriesListProps {
  const events = { ...editingEvents(), ...statusEvents(), onCompanyChange: vi.fn(), onEdit: vi.fn(), onOpenOrClose: vi.fn() };
  return { ...events, list: FILLED_SETTINGS, companies: COMPANIES, companyId: '', ...overrides };
}

describe('CompanyDeliveriesList', () => {
  it('shows each company’s radius, fee, minimum order, time, whether it offers delivery and whether it is open', () => {
    renderUi(<CompanyDeliveriesList {...listProps()} />, 'ptBr');
    const cantina = screen.getByRole('row', { name: /Cantina da Nonna/ });
    expect(cantina.textContent).toContain('5 km');
    expect(cantina.textContent).toMatch(/R\$\s7,90/);
    expect(cantina.textContent).toMatch(/R\$\s30,00/);
    expect(cantina.textContent).toContain('40 min');
    expect(within(cantina).getByText('Sim')).toBeTruthy();
    expect(within(cantina).getByRole('button', { name: /Abrir ou fechar a entrega de Cantina da Nonna$/ }).textContent).toBe('Aberta');
    const mercado = screen.getByRole('row', { name: /Supermercado Bom Preço/ });
    expect(mercado.textContent).toContain('8,5 km');
    expect(mercado.textContent).toContain('1 h 15 min');
    expect(within(mercado).getByText('Não')).toBeTruthy();
    expect(within(mercado).getByRole('button', { name: /Abrir ou fechar/ }).textContent).toBe('Fechada');
  });

  it('raises new, edit, delete, open-or-close and the company filter', () => {
    const p = renderList(CompanyDeliveriesList, listProps());
    pressEach([
      ['New delivery settings', p.onNew],
      ['Edit the delivery settings of Cantina da Nonna', p.onEdit, 'cd1'],
      ['Delete the delivery settings of Supermercado Bom Preço', p.onDelete, ['cd2']],
      ['Closed – Open or close the delivery of Supermercado Bom Preço', p.onOpenOrClose, 'cd2'],
    ]);
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: COMPANIES[1]?.id } });
    expect(p.onCompanyChange).toHaveBeenCalledWith(COMPANIES[1]?.id);
  });

  it('has no company filter for a user of one company', () => {
    renderUi(<CompanyDeliveriesList {...listProps({ companies: COMPANIES.slice(0, 1) })} />, 'en');
    expect(screen.queryByLabelText('Company')).toBeNull();
  });

  it('opens or closes the ticked companies through the update-status dialog', async () => {
    const p = listProps({ list: statusAsked(FILLED_SETTINGS, ['cd1']) });
    renderUi(<CompanyDeliveriesList {...p} />, 'en');
    const { options } = await confirmStatus('Open or close the delivery of the selected companies', 'closed');
    expect(options).toEqual(['Select status', 'Open', 'Closed']);
    expect(p.onConfirmStatus).toHaveBeenCalledWith('closed');
  });

  it('asks before deleting', async () => {
    const p = renderList(CompanyDeliveriesList, listProps({ list: deleteAsked(FILLED_SETTINGS, ['cd2']) }));
    await confirmDelete('Delete delivery settings', /The company offers no delivery until new ones are created/, p.onConfirmDelete);
  });
});

function formProps(overrides: Partial<CompanyDeliveryFormDialogProps> = {}): CompanyDeliveryFormDialogProps {
  return {
    mode: 'create',
    status: 'editing',
    companyName: '',
    companies: COMPANIES,
    initialValues: companyDeliveryFormValuesOf(null),
    failure: null,
    onSave: vi.fn(),
    onCancel: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label, { selector: 'input, select' }) as HTMLInputElement;

describe('CompanyDeliveryFormDialog', () => {
  it('creates settings for a company without any, refusing numbers out of range first', async () => {
    const p = formProps();
    renderUi(<CompanyDeliveryFormDialog {...p} />, 'en');
    const dialog = await screen.findByRole('dialog', { name: 'New delivery settings' });
    fireEvent.change(field(dialog, /^Company/), { target: { value: COMPANIES[0]?.id } });
    fireEvent.change(field(dialog, /^Delivery radius/), { target: { value: '150' } });
    fireEvent.change(field(dialog, /^Estimated time/), { target: { value: '45' } });
    fireEvent.change(field(dialog, /^Delivery fee/), { target: { value: '8,50' } });
    fireEvent.change(field(dialog, /^Minimum order/), { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Give a value above 0, up to 100');
    expect(p.onSave).not.toHaveBeenCalled();
    fireEvent.change(field(dialog, /^Delivery radius/), { target: { value: '4.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(p.onSave).toHaveBeenCalledWith({
        company: COMPANIES[0]?.id,
        deliveryRadiusKm: '4.5',
        deliveryFee: '8,50',
        minimumOrder: '25',
        estimatedTimeMinutes: '45',
        isActive: true,
        isOpen: false,
      }),
    );
  });

  it('says when every company already has settings, with Save disabled', async () => {
    renderUi(<CompanyDeliveryFormDialog {...formProps({ companies: [] })} />, 'en');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Every company already has delivery settings.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('edits the settings of a company, shown by name, and translates a refusal', async () => {
    const p = formProps({
      mode: 'edit',
      companyName: 'Cantina da Nonna',
      companies: [],
      initialValues: companyDeliveryFormValuesOf(SETTINGS[0] ?? null),
      failure: { statusCode: 404, code: 'not_found' },
    });
    renderUi(<CompanyDeliveryFormDialog {...p} />, 'ptBr');
    const dialog = await screen.findByRole('dialog', { name: 'Configurações de entrega - Cantina da Nonna' });
    expect(within(dialog).queryByLabelText(/^Empresa/, { selector: 'select' })).toBeNull();
    expect(field(dialog, /^Taxa de entrega/).value).toBe('7.9');
    expect(within(dialog).getByRole('alert').textContent).toContain('Este registro não existe mais ou pertence a outra empresa.');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Entrega aberta agora' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(p.onSave).toHaveBeenCalledWith(expect.objectContaining({ isOpen: false, deliveryFee: '7.9' })));
  });
});
