// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { OrderDrawer, type OrderDrawerProps } from '../../../src/ui/orders/OrderDrawer';
import { OrderTicket, type OrderTicketProps } from '../../../src/ui/orders/OrderTicket';
import {
  ACCEPTED_ORDER,
  CANCELED_ORDER,
  CASH_PICKUP_ORDER,
  drawerProps,
  FULL_ORDER,
  ON_THE_WAY_MOVES,
  ON_THE_WAY_ORDER,
  PREPARING_MOVES,
  WAITING_RIDER_MOVES,
  WAITING_RIDER_ORDER,
} from '../../../stories/orders/orderFixtures';
import { inUi, renderUi } from '../render';

afterEach(cleanup);

function props(overrides: Partial<OrderDrawerProps> = {}): OrderDrawerProps {
  return drawerProps(vi.fn, overrides);
}

const actionButtons = () => [...document.querySelectorAll<HTMLButtonElement>('[data-move]')].map((button) => button.textContent);

describe('OrderDrawer', () => {
  it('offers the given moves as buttons, and Print', () => {
    renderUi(<OrderDrawer {...props()} />);
    expect(actionButtons()).toEqual(['Aceitar', 'Recusar', 'Imprimir']);
    cleanup();
    renderUi(<OrderDrawer {...props({ order: WAITING_RIDER_ORDER, moves: WAITING_RIDER_MOVES })} />);
    expect(actionButtons()).toEqual([
      'Cancelar pedido',
      'Oferecer a entregadores',
      'Atribuir entregador',
      'Frota externa: Com frota externa',
      'Frota externa: Com a frota Tentrego',
      'Imprimir',
    ]);
  });

  it('sends a move that needs nothing at once', () => {
    const onMove = vi.fn();
    renderUi(<OrderDrawer {...props({ order: ACCEPTED_ORDER, moves: PREPARING_MOVES, onMove })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pronto' }));
    expect(onMove).toHaveBeenCalledExactlyOnceWith({ to: 'AWAIT_DELIVERYMAN' });
  });

  it('accepts with whole minutes from 10 to 90, after a confirmation', () => {
    const onMove = vi.fn();
    renderUi(<OrderDrawer {...props({ onMove })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    const minutes = screen.getByLabelText('Tempo de preparo (minutos)');
    expect((minutes as HTMLInputElement).value).toBe('25');
    for (const refused of ['9', '91', '']) {
      fireEvent.change(minutes, { target: { value: refused } });
      fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
      expect(screen.getByText('Informe um tempo de 10 a 90 minutos.')).toBeTruthy();
    }
    fireEvent.change(minutes, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByText('Aceitar pedido #124 com 25 min?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onMove).toHaveBeenCalledExactlyOnceWith({ to: 'IN_PREPARATION', prepMinutes: 25 });
  });

  it('goes back from the confirmation without sending', () => {
    const onMove = vi.fn();
    renderUi(<OrderDrawer {...props({ onMove, initialAction: 'accept' })} />);
    fireEvent.change(screen.getByLabelText('Tempo de preparo (minutos)'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Aceitar pedido #124 com 40 min?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect((screen.getByLabelText('Tempo de preparo (minutos)') as HTMLInputElement).value).toBe('40');
    expect(onMove).not.toHaveBeenCalled();
  });

  it('rejects only with a reason, and asks for the words of "other"', () => {
    const onMove = vi.fn();
    renderUi(<OrderDrawer {...props({ onMove })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Recusar' }));
    const form = screen.getByRole('form', { name: 'Recusar' });
    fireEvent.click(within(form).getByRole('button', { name: 'Recusar' }));
    expect(screen.getByText('Escolha um motivo.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'other' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Recusar' }));
    expect(screen.getByText('Descreva o motivo.')).toBeTruthy();
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'out_of_stock' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Recusar' }));
    expect(onMove).toHaveBeenCalledExactlyOnceWith({ to: 'CANCELED', reason: 'out_of_stock' });
  });

  it('keeps a form being filled when the order changes in its step, and closes it when the order moves on', () => {
    const inApp = (overrides: Partial<OrderDrawerProps>) => inUi(<OrderDrawer {...props(overrides)} />);
    const view = renderUi(<OrderDrawer {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Recusar' }));
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'out_of_stock' } });
    // Paid meanwhile: a newer version, still waiting for the company.
    view.rerender(inApp({ order: { ...FULL_ORDER, version: FULL_ORDER.version + 1, paid: true } }));
    expect((screen.getByLabelText('Motivo') as HTMLSelectElement).value).toBe('out_of_stock');
    // Accepted by someone else: the reject form is gone with the step.
    view.rerender(inApp({ order: { ...FULL_ORDER, version: FULL_ORDER.version + 2, status: 'IN_PREPARATION' }, moves: PREPARING_MOVES }));
    expect(screen.queryByLabelText('Motivo')).toBeNull();
  });

  it('assigns one of the company’s riders, each said with its state and load', () => {
    const onMove = vi.fn();
    renderUi(<OrderDrawer {...props({ order: WAITING_RIDER_ORDER, moves: WAITING_RIDER_MOVES, onMove })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Atribuir entregador' }));
    const select = screen.getByRole('combobox', { name: 'Entregador' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Escolha o entregador',
      'João Pedro · online · livre',
      'Rafael Souza · online · 2 pedidos',
      'Tiago Mendes · offline · livre',
    ]);
    fireEvent.change(select, { target: { value: 'r-2' } });
    fireEvent.click(within(screen.getByRole('form', { name: 'Atribuir entregador' })).getByRole('button', { name: 'Atribuir entregador' }));
    expect(onMove).toHaveBeenCalledExactlyOnceWith({ to: 'ACCEPT_DELIVERYMAN', deliveryManId: 'r-2' });
  });

  it('records an outcome, sending the status that outcome leads to', () => {
    const onMove = vi.fn();
    renderUi(<OrderDrawer {...props({ order: ON_THE_WAY_ORDER, moves: ON_THE_WAY_MOVES, onMove })} />);
    expect(actionButtons()).toEqual(['Registrar entrega', 'Imprimir']);
    fireEvent.click(screen.getByRole('button', { name: 'Registrar entrega' }));
    fireEvent.change(screen.getByLabelText('Resultado'), { target: { value: 'nao_entregue_voltou_fila' } });
    fireEvent.click(within(screen.getByRole('form', { name: 'Registrar entrega' })).getByRole('button', { name: 'Registrar entrega' }));
    expect(onMove).toHaveBeenCalledExactlyOnceWith({ to: 'AWAIT_DELIVERYMAN', outcome: 'nao_entregue_voltou_fila' });
  });

  it('asks to collect the cash at pickup, not on delivery, for a pickup order', () => {
    renderUi(<OrderDrawer {...props({ order: CASH_PICKUP_ORDER, moves: [] })} />);
    expect(screen.getByText('Cobrar na retirada')).toBeTruthy();
    expect(screen.queryByText('Cobrar na entrega')).toBeNull();
  });

  it('shows the items, the amounts in reais, payment, customer and the history', () => {
    renderUi(<OrderDrawer {...props({ order: ON_THE_WAY_ORDER, moves: [] })} />);
    const totals = document.querySelector('[data-part="order-totals"]')?.textContent;
    expect(totals).toBe('ItensR$\u00a049,80Taxa de entregaR$\u00a05,00Desconto− R$\u00a08,90TotalR$\u00a045,90');
    const items = document.querySelector('[data-part="order-items"]')?.textContent;
    expect(items).toBe('2× X-BurgerR$\u00a043,80+ 1× BaconObs.: sem cebola1× Refrigerante lataR$\u00a06,00');
    expect(screen.getByText('Cobrar na entrega')).toBeTruthy();
    expect(screen.getByText('+55 (31) 99999-0000')).toBeTruthy();
    expect(screen.getByText('Rua das Flores, 120 · Apto 31 · Centro · Belo Horizonte')).toBeTruthy();
    expect(screen.getByText('João Pedro · +55 (31) 98888-7777')).toBeTruthy();
    const timeline = [...document.querySelectorAll('[data-part="order-timeline"] li')].map((entry) => entry.textContent);
    expect(timeline[0]).toBe('12:25 · Plataforma · Pedido feitoAguardando confirmação');
    expect(timeline[1]).toBe('12:31 · Maria Oliveira · AceitarAguardando confirmação → Em preparo25 min de preparo');
  });

  it('shows a cancelled order’s reason', () => {
    renderUi(<OrderDrawer {...props({ order: CANCELED_ORDER, moves: [] })} />);
    expect(document.querySelector('[data-part="cancel-reason"]')?.textContent).toBe('Produto em falta');
    expect(screen.getByText('Nenhuma ação disponível para você neste momento.')).toBeTruthy();
  });

  it('says who changed the order first, and the server’s reason for a refusal', () => {
    renderUi(
      <OrderDrawer
        {...props({ order: ACCEPTED_ORDER, moves: PREPARING_MOVES, conflict: { byName: 'Maria', at: '2025-03-12T15:31:00Z', status: 'IN_PREPARATION' } })}
      />,
    );
    expect(screen.getByText('Este pedido foi alterado por Maria às 12:31: agora está Em preparo.')).toBeTruthy();
    expect(actionButtons()).toEqual(['Pronto', 'Cancelar pedido', 'Imprimir']);
    cleanup();
    renderUi(<OrderDrawer {...props({ refusal: { statusCode: 409, code: 'rider_assigned', message: 'A rider holds this order' } })} />);
    expect(screen.getByText('Um entregador já está com o pedido: só a equipe da plataforma pode cancelá-lo agora.')).toBeTruthy();
  });

  it('makes the buttons wait while a move is sent', () => {
    renderUi(<OrderDrawer {...props({ submitting: true })} />);
    expect((screen.getByRole('button', { name: 'Aceitar' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Recusar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('closes with Escape and the close button; prints', () => {
    const onClose = vi.fn();
    const onPrint = vi.fn();
    renderUi(<OrderDrawer {...props({ onClose, onPrint })} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Aceitar' }), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Fechar o pedido' }));
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onPrint).toHaveBeenCalledOnce();
  });

  it('speaks English', () => {
    renderUi(<OrderDrawer {...props({ initialAction: 'accept' })} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Accept order #124 with 25 min?')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Order #124' })).toBeTruthy();
  });
});

describe('OrderTicket', () => {
  const ticket = (overrides: Partial<OrderTicketProps> = {}): OrderTicketProps => ({ status: 'ready', order: FULL_ORDER, variant: 'ticket', onPrint: vi.fn(), ...overrides });

  it('prints the number, the amounts and the payment of a paid delivery', () => {
    renderUi(<OrderTicket {...ticket()} />);
    expect(screen.getByText('PEDIDO #124')).toBeTruthy();
    expect(document.querySelector('[data-part="ticket-totals"]')?.textContent).toBe('ItensR$\u00a049,80Taxa de entregaR$\u00a05,00Desconto-R$\u00a08,90TotalR$\u00a045,90');
    expect(screen.getByText('Pago: Cartão no app')).toBeTruthy();
    expect(document.querySelector('[data-part="ticket-collect"]')).toBeNull();
    expect(document.querySelector('[data-part="not-fiscal"]')).toBeNull();
    expect([...document.querySelectorAll('style')].some((style) => style.textContent?.includes('@page { size: 80mm auto; margin: 0; }'))).toBe(true);
  });

  it('says the cash to collect in capitals', () => {
    renderUi(<OrderTicket {...ticket({ order: CASH_PICKUP_ORDER })} />);
    expect(document.querySelector('[data-part="ticket-collect"]')?.textContent).toBe('COBRAR NA RETIRADA: R$\u00a040,90');
    expect(screen.getByText('RETIRADA NA LOJA')).toBeTruthy();
  });

  it('says plainly that the fiscal ticket is no fiscal document, in both languages', () => {
    renderUi(<OrderTicket {...ticket({ variant: 'fiscal' })} />);
    expect(document.querySelector('[data-part="not-fiscal"]')?.textContent).toBe('Documento sem valor fiscal: nenhum serviço fiscal configurado.');
    cleanup();
    renderUi(<OrderTicket {...ticket({ variant: 'fiscal' })} />, 'en');
    expect(document.querySelector('[data-part="not-fiscal"]')?.textContent).toBe('Not a fiscal document: no fiscal service is configured.');
  });

  it('shows the print page’s invalid link and not found states, and prints on its button', () => {
    renderUi(<OrderTicket {...ticket({ status: 'invalidLink', order: null })} />);
    expect(screen.getByText('Link de impressão inválido ou expirado.')).toBeTruthy();
    cleanup();
    renderUi(<OrderTicket {...ticket({ status: 'notFound', order: null })} />);
    expect(screen.getByText('Pedido não encontrado.')).toBeTruthy();
    cleanup();
    const onPrint = vi.fn();
    renderUi(<OrderTicket {...ticket({ onPrint })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(onPrint).toHaveBeenCalledOnce();
  });
});
