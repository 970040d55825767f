// The board as a grid of cards: which orders each shown column holds, and where an arrow key
// leads from a card. Pure, so the keyboard rules are read and tested apart from the view.
import type { OrderSummary } from '../../contract/schema.gen';
import { BOARD_COLUMNS, columnOf, type BoardColumn } from '../../domain/orders';

/** One shown column and its orders, oldest first (as the board answers them). */
export interface BoardColumnOrders {
  column: BoardColumn;
  orders: OrderSummary[];
}

/**
 * The shown columns left to right, each with its orders: "awaiting payment" only when asked, the
 * orders of `companyId` only when a company is chosen.
 */
export function boardColumns(orders: readonly OrderSummary[], showAwaitingPayment: boolean, companyId: string | null): BoardColumnOrders[] {
  const shown = BOARD_COLUMNS.filter((column) => showAwaitingPayment || column !== 'awaitingPayment');
  const byColumn = new Map<BoardColumn, OrderSummary[]>(shown.map((column) => [column, []]));
  for (const order of orders) {
    if (companyId !== null && order.companyId !== companyId) continue;
    byColumn.get(columnOf(order.status))?.push(order);
  }
  return shown.map((column) => ({ column, orders: byColumn.get(column) ?? [] }));
}

/** An arrow key on the board. */
export type BoardKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

/** Whether a key name is one the board moves with. */
export function isBoardKey(key: string): key is BoardKey {
  return key === 'ArrowUp' || key === 'ArrowDown' || key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End';
}

/**
 * The card an arrow key leads to from the card `fromId`: up and down in its column (stopping at
 * the ends), left and right to the nearest column that has cards, at the same row or the last
 * one of a shorter column; Home and End to the first and last card of the column. Answers
 * `fromId` when there is nowhere to go, null when `fromId` is not on the board.
 * @example moveFocus([{ column: 'new', orders: [a, b] }, { column: 'preparing', orders: [c] }], b._id, 'ArrowRight') // c._id
 */
export function moveFocus(columns: readonly BoardColumnOrders[], fromId: string, key: BoardKey): string | null {
  const col = columns.findIndex((entry) => entry.orders.some((order) => order._id === fromId));
  if (col < 0) return null;
  const cards = columns[col]?.orders ?? [];
  const row = cards.findIndex((order) => order._id === fromId);
  switch (key) {
    case 'ArrowUp':
      return cards[Math.max(0, row - 1)]?._id ?? fromId;
    case 'ArrowDown':
      return cards[Math.min(cards.length - 1, row + 1)]?._id ?? fromId;
    case 'Home':
      return cards[0]?._id ?? fromId;
    case 'End':
      return cards[cards.length - 1]?._id ?? fromId;
    case 'ArrowLeft':
    case 'ArrowRight': {
      const step = key === 'ArrowLeft' ? -1 : 1;
      for (let next = col + step; next >= 0 && next < columns.length; next += step) {
        const target = columns[next]?.orders ?? [];
        if (target.length > 0) return target[Math.min(row, target.length - 1)]?._id ?? fromId;
      }
      return fromId;
    }
  }
}
