import type { OrdersPaginator } from '../../src/contract/schema.gen';
import type { Fulfilment, OrderStatus, PaymentType } from '../../src/domain/orders';
import type { CompanyScope, Principal } from '../auth/principal';
import type { Db } from '../db';
import { errors } from '../errors';
import { orderPage, type OrderQuery, type OrderSort } from '../repositories/orders';
import { readerCompanyIds } from './ordersAccess';
import { toOrderSummary } from './ordersAnswers';
import { paginatorPage, paginatorWindow } from './paging';

/** The history's filters as the contract's query carries them (listOrders and exportOrders). */
export interface OrderFilterQuery {
  from?: string | undefined;
  to?: string | undefined;
  status?: OrderStatus[] | undefined;
  paymentType?: PaymentType | undefined;
  fulfilment?: Fulfilment | undefined;
  q?: string | undefined;
  riderId?: string | undefined;
  late?: boolean | undefined;
  sort?: OrderSort | undefined;
}

/** What the history list asks for: its filters and the page. */
export interface OrderListQuery extends OrderFilterQuery {
  pageIn?: number | undefined;
  pageOut?: number | undefined;
}

/** The shortest run of digits searched in the phones: fewer would match a large share of them. */
const PHONE_DIGITS_MIN = 4;

/**
 * The words, order number and phone digits a history search text may mean: the words holding a
 * letter (of the name), the whole text as a number (`124` or `#124`), and its digits when there
 * are at least {@link PHONE_DIGITS_MIN} of them (`(11) 98765` searches `1198765`).
 */
export function searchOf(q: string | undefined): OrderQuery['text'] {
  const text = q?.trim() ?? '';
  if (text === '') return undefined;
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const number = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
  const digits = text.replace(/\D/g, '');
  return { words, number, digits: digits.length >= PHONE_DIGITS_MIN ? digits : null };
}

/** An instant of the query, or a 400 naming the parameter. */
function instantOf(name: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw errors.badRequest(`${name}: must be a date-time`, 'validation');
  return at;
}

/**
 * The history's filters for these companies at `now` (lateness is judged then); 400 naming `to`
 * when the range is empty.
 */
export function orderQueryOf(companyIds: string[] | null, query: OrderFilterQuery, now: Date): OrderQuery {
  const from = instantOf('from', query.from);
  const to = instantOf('to', query.to);
  if (from && to && from.getTime() >= to.getTime()) throw errors.badRequest('to: must be after from', 'out_of_range');
  return {
    companyIds,
    from,
    to,
    statuses: query.status,
    paymentType: query.paymentType,
    fulfilment: query.fulfilment,
    riderId: query.riderId,
    lateAt: query.late === true ? now : undefined,
    text: searchOf(query.q),
    sort: query.sort ?? '-placedAt',
  };
}

/**
 * One page of the orders of the companies the caller reads (`orderReaderOf`; the `Company` header
 * narrows to one), filtered and sorted as `query` asks; `totalDocs` counts up to
 * ORDER_COUNT_LIMIT (src/domain/orderHistory.ts).
 */
export async function listOrders(db: Db, principal: Principal, scope: CompanyScope, query: OrderListQuery, now: Date): Promise<OrdersPaginator> {
  const companyIds = await readerCompanyIds(db, principal, scope);
  const page = query.pageIn ?? 1;
  const { offset, limit } = paginatorWindow(page, query.pageOut ?? 10);
  const { rows, totalCount } = await orderPage(db, orderQueryOf(companyIds, query, now), offset, limit);
  return paginatorPage(
    rows.map((row) => toOrderSummary(row, now)),
    totalCount,
    page,
    limit,
  );
}
