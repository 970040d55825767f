// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { OrderDeskSettings } from '../../../src/ui/orders/OrderDeskSettings';
import type { OrderDeskSettingsProps } from '../../../src/ui/orders/orderDeskTypes';
import { renderUi } from '../render';

afterEach(cleanup);

const STORED = { acceptMinutes: 8, prepMinutes: 20, repeatAlert: false, autoPrint: false };

function props(overrides: Partial<OrderDeskSettingsProps> = {}): OrderDeskSettingsProps {
  return {
    status: 'editing',
    disabledReason: null,
    companyName: 'Cantina da Nona',
    values: STORED,
    refusal: null,
    onOpen: vi.fn(),
    onSave: vi.fn(),
    onCancel: vi.fn(),
    ...overrides,
  };
}

/**
 * Renders the dialog open and waits for its form, which loads when the dialog first opens (the
 * first load, with the form checks, can take seconds while the whole suite runs on two cores).
 */
async function renderOpen(given: OrderDeskSettingsProps, language?: 'en') {
  renderUi(<OrderDeskSettings {...given} />, language);
  await screen.findByLabelText(language === 'en' ? /Acceptance deadline/ : /Prazo para aceitar/, undefined, { timeout: 15_000 });
}

const input = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  });
};

describe('OrderDeskSettings', () => {
  it("offers the button on a company's board; on a staff board of every company it is off and says why", () => {
    const open = props({ status: 'closed', companyName: null, values: null });
    renderUi(<OrderDeskSettings {...open} />);
    fireEvent.click(screen.getByRole('button', { name: 'Configurações do balcão' }));
    expect(open.onOpen).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    const staff = props({ status: 'closed', disabledReason: 'choose_company', companyName: null, values: null });
    renderUi(<OrderDeskSettings {...staff} />);
    const button = screen.getByRole('button', { name: 'Configurações do balcão' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Escolha uma empresa no filtro para mudar as configurações do balcão dela.');
  });

  it("opens on the company's settings and saves what was changed", async () => {
    const open = props();
    await renderOpen(open);
    expect(screen.getByRole('dialog', { name: 'Configurações do balcão: Cantina da Nona' })).toBeTruthy();
    expect(input(/Prazo para aceitar/).value).toBe('8');
    expect(input(/Tempo de preparo padrão/).value).toBe('20');
    type(/Tempo de preparo padrão/, '30');
    fireEvent.click(screen.getByLabelText('Repetir o alerta enquanto um pedido espera'));
    await save();
    expect(open.onSave).toHaveBeenCalledWith({ acceptMinutes: 8, prepMinutes: 30, repeatAlert: true, autoPrint: false });
  });

  it('says what each minutes field takes, and sends nothing while one is wrong', async () => {
    const open = props();
    await renderOpen(open);
    type(/Prazo para aceitar/, '61');
    type(/Tempo de preparo padrão/, '9');
    await save();
    expect(screen.getByText('O prazo para aceitar vai de 1 a 60 minutos.')).toBeTruthy();
    expect(screen.getByText('O tempo de preparo vai de 10 a 90 minutos.')).toBeTruthy();
    expect(screen.getByText('Corrija os campos marcados abaixo.')).toBeTruthy();
    type(/Prazo para aceitar/, '');
    type(/Tempo de preparo padrão/, '12.5');
    await save();
    expect(screen.getByText('Informe o prazo para aceitar.')).toBeTruthy();
    expect(screen.getByText('Informe um número inteiro de minutos.')).toBeTruthy();
    expect(open.onSave).not.toHaveBeenCalled();
    // The limits themselves are valid.
    type(/Prazo para aceitar/, '60');
    type(/Tempo de preparo padrão/, '10');
    await save();
    expect(open.onSave).toHaveBeenCalledWith({ acceptMinutes: 60, prepMinutes: 10, repeatAlert: false, autoPrint: false });
  });

  it('keeps Save busy and Cancel off while saving', async () => {
    const saving = props({ status: 'saving' });
    await renderOpen(saving);
    const button = screen.getByRole('button', { name: /Salvar|Salvando/ });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(saving.onCancel).not.toHaveBeenCalled();
    expect(saving.onSave).not.toHaveBeenCalled();
  });

  it("says the server's refusal in words and keeps the values sent", async () => {
    await renderOpen(props({ values: { ...STORED, prepMinutes: 30 }, refusal: { statusCode: 400, code: 'validation', message: 'body/prepMinutes must be <= 90' } }));
    expect(screen.getByText('O servidor recusou estes valores. Confira os campos e tente de novo.')).toBeTruthy();
    expect(input(/Tempo de preparo padrão/).value).toBe('30');
    cleanup();
    await renderOpen(props({ refusal: { statusCode: 0, code: 'network', message: 'Failed to fetch' } }));
    expect(screen.getByText('O servidor não respondeu. Nada foi salvo; tente de novo.')).toBeTruthy();
    cleanup();
    await renderOpen(props({ refusal: { statusCode: 404, code: 'not_found', message: 'Company not found' } }));
    expect(screen.getByText('Empresa não encontrada, ou você não pode agir sobre os pedidos dela.')).toBeTruthy();
  });

  // Escape is played in the browser (tests/e2e/orders.e2e.test.ts): jsdom does not dispatch it to the dialog's layer.
  it('closes with Cancel', async () => {
    const open = props();
    await renderOpen(open);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(open.onCancel).toHaveBeenCalledTimes(1);
    expect(open.onSave).not.toHaveBeenCalled();
  });

  it('speaks English', async () => {
    await renderOpen(props(), 'en');
    expect(screen.getByRole('dialog', { name: 'Desk settings: Cantina da Nona' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText<HTMLInputElement>(/Acceptance deadline/), { target: { value: '0' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(screen.getByText('The acceptance deadline is from 1 to 60 minutes.')).toBeTruthy();
    expect(screen.getByLabelText('Print the ticket on accept')).toBeTruthy();
  });
});
