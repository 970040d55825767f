// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { OrderBoard, type OrderBoardProps } from '../../../src/ui/orders/OrderBoard';
import { inUi } from '../render';
import { BOARD_ORDERS, boardProps } from '../../../stories/orders/orderFixtures';

afterEach(cleanup);

// The board between two snapshots of its machine: what changed must show, whatever the board
// keeps from the last render. Fixtures by hand: NOW is 15:30:00Z; #124 (new) was placed at 15:25,
// #121 (in preparation) is not late; #130 (scheduled) is the first card; "Novos" holds 2 orders, "Em preparo" 2.
function props(overrides: Partial<OrderBoardProps> = {}): OrderBoardProps {
  return boardProps(vi.fn, overrides);
}

function board(overrides: Partial<OrderBoardProps> = {}) {
  return inUi(<OrderBoard {...props(overrides)} />);
}

function card(number: number): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-order-id$="-${number}"]`);
  if (!found) throw new Error(`no card #${number}`);
  return found;
}

describe('OrderBoard between two snapshots', () => {
  it('moves every card’s elapsed time on when the clock passes a minute', () => {
    const { rerender } = render(board());
    expect(card(124).textContent).toContain('há 5 min');
    rerender(board({ now: new Date('2025-03-12T15:31:00Z') }));
    expect(card(124).textContent).toContain('há 6 min');
  });

  it('marks the order opened in the drawer, and unmarks it when the drawer closes', () => {
    const { rerender } = render(board());
    expect(card(121).getAttribute('aria-current')).toBeNull();
    rerender(board({ selectedId: 'o-121' }));
    expect(card(121).getAttribute('aria-current')).toBe('true');
    // The open card is the one tab stop now; the first card gives it up.
    expect([card(121).tabIndex, card(130).tabIndex]).toEqual([0, -1]);
    rerender(board({ selectedId: null }));
    expect(card(121).getAttribute('aria-current')).toBeNull();
  });

  it('marks the opened order when its card already is the board’s tab stop (the first card, #130 scheduled)', () => {
    const { rerender } = render(board());
    expect(card(130).tabIndex).toBe(0);
    rerender(board({ selectedId: 'o-130' }));
    expect(card(130).getAttribute('aria-current')).toBe('true');
  });

  it('shows a new version of an order in its column', () => {
    const { rerender } = render(board());
    expect(card(121).textContent).not.toContain('Atrasado');
    const orders = BOARD_ORDERS.map((order) => (order._id === 'o-121' ? { ...order, version: order.version + 1, late: true } : order));
    rerender(board({ orders }));
    expect(card(121).textContent).toContain('Atrasado');
  });

  it('moves an accepted order from "Novos" to "Em preparo", with both counts', () => {
    const { rerender } = render(board());
    const orders = BOARD_ORDERS.map((order) => (order._id === 'o-124' ? { ...order, version: 2, status: 'IN_PREPARATION' as const, acceptBy: null } : order));
    rerender(board({ orders }));
    expect(screen.getByRole('region', { name: 'Novos: 1 pedido' })).toBeTruthy();
    const preparing = screen.getByRole('region', { name: 'Em preparo: 3 pedidos' });
    expect(within(preparing).getByRole('button', { name: /#124/ })).toBeTruthy();
  });

  it('adds an order placed since the last snapshot to "Novos"', () => {
    const { rerender } = render(board());
    const placed = { ...(BOARD_ORDERS.find((order) => order._id === 'o-124') ?? BOARD_ORDERS[0]!), _id: 'o-140', number: 140 };
    rerender(board({ orders: [...BOARD_ORDERS, placed] }));
    const fresh = screen.getByRole('region', { name: 'Novos: 3 pedidos' });
    expect(within(fresh).getByRole('button', { name: /#140/ })).toBeTruthy();
  });
});
