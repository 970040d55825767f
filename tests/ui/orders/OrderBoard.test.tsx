// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { OrderBoard, type OrderBoardProps } from '../../../src/ui/orders/OrderBoard';
import { boardProps, COMPANIES, MARKET_ORDERS } from '../../../stories/orders/orderFixtures';
import { renderUi } from '../render';

afterEach(cleanup);

// The fixtures' instants, by hand: NOW is 15:30:00Z (12:30 in São Paulo); #124 was placed at
// 15:25 and must be accepted by 15:33 (3 minutes left); #125 by 15:31:30 (1 minute 30 left).
function props(overrides: Partial<OrderBoardProps> = {}): OrderBoardProps {
  return boardProps(vi.fn, overrides);
}

/** The card of order number `number` (the fixtures' ids end with it). */
function card(number: number): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-order-id$="-${number}"]`);
  if (!found) throw new Error(`no card #${number}`);
  return found;
}

describe('OrderBoard', () => {
  it('shows the columns left to right, each named with its count, awaiting payment behind its chip', () => {
    const { container } = renderUi(<OrderBoard {...props()} />);
    expect([...container.querySelectorAll('section[data-column]')].map((section) => section.getAttribute('aria-label'))).toEqual([
      'Agendados: 1 pedido',
      'Novos: 2 pedidos',
      'Em preparo: 2 pedidos',
      'Aguardando entregador: 1 pedido',
      'A caminho: 1 pedido',
      'Concluídos: 1 pedido',
      'Cancelados: 1 pedido',
    ]);
    const chip = screen.getByRole('button', { name: 'Aguardando pagamento (1)' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(chip);
  });

  it('shows the awaiting payment column between scheduled and new when the chip is on', () => {
    const { container } = renderUi(<OrderBoard {...props({ showAwaitingPayment: true })} />);
    const labels = [...container.querySelectorAll('section[data-column]')].map((section) => section.getAttribute('aria-label'));
    expect(labels.slice(0, 3)).toEqual(['Agendados: 1 pedido', 'Aguardando pagamento: 1 pedido', 'Novos: 2 pedidos']);
  });

  it('calls a supermarket’s preparing column "Em separação" and puts the picking statuses in it', () => {
    renderUi(<OrderBoard {...props({ orders: MARKET_ORDERS, companyType: 'supermarket' })} />);
    const picking = screen.getByRole('region', { name: 'Em separação: 3 pedidos' });
    expect(within(picking).getAllByRole('button').map((button) => button.textContent?.slice(0, 3))).toEqual(['#38', '#36', '#35']);
  });

  it('shows each card’s number, first name, elapsed time, total in reais, payment and the acceptance countdown', () => {
    renderUi(<OrderBoard {...props()} />);
    const first = card(124);
    expect(first.textContent).toContain('#124');
    expect(first.textContent).toContain('Ana');
    expect(first.textContent).not.toContain('Paula');
    expect(first.textContent).toContain('há 5 min');
    expect(first.textContent).toContain('R$\u00a045,90');
    expect(first.textContent).toContain('Cartão no app');
    expect(within(first).getByText('Aceitar em 03:00').getAttribute('data-urgent')).toBe('false');
    expect(within(card(125)).getByText('Aceitar em 01:30').getAttribute('data-urgent')).toBe('true');
  });

  it('counts the countdown down with the board’s clock', () => {
    renderUi(<OrderBoard {...props()} />);
    cleanup();
    renderUi(<OrderBoard {...props({ now: new Date('2025-03-12T15:32:59Z') })} />);
    expect(within(card(124)).getByText('Aceitar em 00:01')).toBeTruthy();
    expect(within(card(125)).getByText('Prazo de aceite esgotado')).toBeTruthy();
  });

  it('marks late, scheduled, pickup and cash-to-collect orders', () => {
    renderUi(<OrderBoard {...props()} />);
    expect(card(120).textContent).toContain('Atrasado');
    expect(card(124).textContent).not.toContain('Atrasado');
    expect(card(130).textContent).toContain('Agendado 19:30');
    expect(card(121).textContent).toContain('Retirada');
    expect(card(125).textContent).toContain('Cobrar em dinheiro');
    expect(card(124).textContent).not.toContain('Cobrar em dinheiro');
    expect(card(115).textContent).toContain('Entregador: João Pedro');
  });

  it('has one tab stop and moves between cards with the arrow keys', () => {
    renderUi(<OrderBoard {...props()} />);
    expect(screen.getAllByRole('button').filter((button) => button.dataset.orderId && button.tabIndex === 0).map((button) => button.dataset.orderId)).toEqual(['o-130']);
    card(124).focus();
    fireEvent.keyDown(card(124), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(card(125));
    fireEvent.keyDown(card(125), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(card(125));
    fireEvent.keyDown(card(125), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(card(121));
    fireEvent.keyDown(card(121), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(card(118));
    fireEvent.keyDown(card(118), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(card(120));
    fireEvent.keyDown(card(120), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(card(120));
    fireEvent.keyDown(card(120), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(card(124));
    expect(card(124).tabIndex).toBe(0);
    expect(card(130).tabIndex).toBe(-1);
  });

  it('opens a card with Enter, Space or a click, and asks to accept with `a` only in "new"', () => {
    const onOpen = vi.fn();
    const onAcceptRequest = vi.fn();
    renderUi(<OrderBoard {...props({ onOpen, onAcceptRequest })} />);
    fireEvent.keyDown(card(120), { key: 'Enter' });
    fireEvent.keyDown(card(118), { key: ' ' });
    fireEvent.click(card(110));
    expect(onOpen).toHaveBeenNthCalledWith(1, 'o-120');
    expect(onOpen).toHaveBeenNthCalledWith(2, 'o-118');
    expect(onOpen).toHaveBeenNthCalledWith(3, 'o-110');
    expect(onOpen).toHaveBeenCalledTimes(3);
    fireEvent.keyDown(card(120), { key: 'a' });
    expect(onAcceptRequest).not.toHaveBeenCalled();
    fireEvent.keyDown(card(125), { key: 'a' });
    expect(onAcceptRequest).toHaveBeenCalledExactlyOnceWith('o-125');
  });

  it('says when the live link is reconnecting or offline, and offers to load again', () => {
    const onRetry = vi.fn();
    renderUi(<OrderBoard {...props({ connection: 'reconnecting' })} />);
    expect(screen.getByText('Reconectando… Os pedidos podem estar desatualizados.')).toBeTruthy();
    cleanup();
    renderUi(<OrderBoard {...props({ connection: 'offline', onRetry })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows an empty day, a failed load with its reason, and the loading state', () => {
    renderUi(<OrderBoard {...props({ orders: [] })} />);
    expect(screen.getByText('Nenhum pedido hoje ainda. Os pedidos novos aparecem aqui sozinhos.')).toBeTruthy();
    cleanup();
    renderUi(<OrderBoard {...props({ status: 'failed', orders: [], failure: { statusCode: 403, code: 'forbidden' } })} />);
    expect(screen.getByText('Não foi possível carregar os pedidos.')).toBeTruthy();
    expect(screen.getByText('Você não tem permissão para ver ou mudar este pedido.')).toBeTruthy();
    cleanup();
    renderUi(<OrderBoard {...props({ status: 'loading', orders: [] })} />);
    expect(screen.getByText('Carregando os pedidos...')).toBeTruthy();
  });

  it('lets staff filter by company, with a counter per company', () => {
    const onCompanyFilter = vi.fn();
    renderUi(<OrderBoard {...props({ companies: COMPANIES, showCompanyFilter: true, onCompanyFilter })} />);
    expect(screen.getByRole('button', { name: 'Todas as lojas (150)' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /^Mercado Bom Preço \(48\)/ }));
    expect(onCompanyFilter).toHaveBeenCalledExactlyOnceWith('c-mercado');
  });

  it('speaks English', () => {
    renderUi(<OrderBoard {...props({ orders: MARKET_ORDERS, companyType: 'supermarket' })} />, 'en');
    expect(screen.getByRole('region', { name: 'Picking: 3 orders' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'New: 1 order' })).toBeTruthy();
    expect(card(40).textContent).toContain('R$189.90');
    expect(card(40).textContent).toContain('Accept within 03:00');
  });
});
