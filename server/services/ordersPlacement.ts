import type { OrderPlacement } from '../../src/contract/schema.gen';
import type { HttpError } from '../errors';
import { orderErrors } from './ordersErrors';

/** The amount of one line: quantity × (unit price + the complements of one unit). */
export function itemAmount(item: OrderPlacement['items'][number]): number {
  const complements = item.complements.reduce((sum, c) => sum + c.quantity * c.unitPrice, 0);
  return item.quantity * (item.unitPrice + complements);
}

const brl = (cents: number) => `${cents} cents`;

/**
 * The first broken rule of an order as placed at `now`, naming its field, or null when it holds
 * whole: names not blank, a phone of digits, the items' amounts add up to `totals.items`, the
 * total is items + delivery fee − discount, an address for a delivery (coordinates in range) and
 * none for a pickup (nor a delivery fee), `scheduledFor` ahead of `now` with SCHEDULED and only then.
 */
export function placementProblem(body: OrderPlacement, now: Date): HttpError | null {
  for (const [index, item] of body.items.entries()) {
    if (item.name.trim() === '') return orderErrors.invalidPlacement(`items[${index}].name`, 'required', 'an item needs a name');
    for (const [c, complement] of item.complements.entries()) {
      if (complement.name.trim() === '') return orderErrors.invalidPlacement(`items[${index}].complements[${c}].name`, 'required', 'a complement needs a name');
    }
  }
  if (body.customer.name.trim() === '') return orderErrors.invalidPlacement('customer.name', 'required', 'the customer needs a name');
  if (!/^\d{8,20}$/.test(body.customer.phone)) {
    return orderErrors.invalidPlacement('customer.phone', 'invalid_phone', 'digits only, with the country code (5531999990000)');
  }
  const items = body.items.reduce((sum, item) => sum + itemAmount(item), 0);
  const { totals } = body;
  if (totals.items !== items) return orderErrors.invalidPlacement('totals.items', 'totals_mismatch', `the items add up to ${brl(items)}, not ${brl(totals.items)}`);
  if (body.fulfilment === 'pickup' && totals.deliveryFee !== 0) {
    return orderErrors.invalidPlacement('totals.deliveryFee', 'totals_mismatch', 'a pickup order has no delivery fee');
  }
  const total = totals.items + totals.deliveryFee - totals.discount;
  if (totals.total !== total) {
    return orderErrors.invalidPlacement('totals.total', 'totals_mismatch', `items + delivery fee − discount is ${brl(total)}, not ${brl(totals.total)}`);
  }
  if (body.fulfilment === 'delivery' && body.address === null) return orderErrors.invalidPlacement('address', 'address_mismatch', 'a delivery needs an address');
  if (body.fulfilment === 'pickup' && body.address !== null) return orderErrors.invalidPlacement('address', 'address_mismatch', 'a pickup order has no address');
  if (body.address) {
    const [longitude, latitude] = body.address.coordinates;
    if (longitude === undefined || latitude === undefined || Math.abs(longitude) > 180 || Math.abs(latitude) > 90) {
      return orderErrors.invalidPlacement('address.coordinates', 'out_of_range', '[longitude, latitude]: longitude -180 to 180, latitude -90 to 90');
    }
  }
  if (body.status === 'SCHEDULED') {
    if (body.scheduledFor === null) return orderErrors.invalidPlacement('scheduledFor', 'schedule_mismatch', 'a SCHEDULED order needs the time it is for');
    if (Date.parse(body.scheduledFor) <= now.getTime()) return orderErrors.invalidPlacement('scheduledFor', 'schedule_mismatch', 'the time must be ahead');
  } else if (body.scheduledFor !== null) {
    return orderErrors.invalidPlacement('scheduledFor', 'schedule_mismatch', `only a SCHEDULED order has a time, not one placed in ${body.status}`);
  }
  return null;
}
