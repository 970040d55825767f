import type { DeliveryMan, DeliveryManCreate, DeliveryManPaidUpdate, DeliveryManUpdate } from '../../src/contract/schema.gen';
import { cpfDigits, formatCpf, isValidCpf } from '../../src/domain/cpf';
import { normalizePhone } from '../../src/domain/phone';
import type { CompanyScope } from '../auth/principal';
import type { Db } from '../db';
import { errors } from '../errors';
import { companyExists } from '../repositories/companies';
import { onlineDayCountOf } from '../repositories/deliveryManOnlineDays';
import { raceCountOf } from '../repositories/deliveryManRaces';
import { deleteRiderRow, insertRider, riderCpfTaken, updateRiderRow } from '../repositories/deliveryMen';
import { deletePerson, insertPerson, renamePerson } from '../repositories/deliveryPersons';
import { isInScope } from './companies';
import { getRider, riderRow } from './deliveryMen';
import { isUniqueViolation, newDeliveryId } from './deliveryScope';

/** The digits of a CPF written with or without separators, or a 400 `invalid_cpf` naming the field. */
function parseCpf(text: string): string {
  const digits = cpfDigits(text);
  if (digits === null || !isValidCpf(text)) {
    throw errors.badRequest(`cpf is not valid: ${text} is not 11 digits with the right check digits`, 'invalid_cpf');
  }
  return digits;
}

/** The 10 to 13 digits of a phone written with the usual punctuation, or a 400 `invalid_phone` naming the field. */
function parsePhone(text: string): string {
  const digits = normalizePhone(text);
  if (digits === null) throw errors.badRequest(`phone is not valid: ${text} does not have 10 to 13 digits`, 'invalid_phone');
  return digits;
}

/** Text without the spaces around it, still as long as the contract asks (its maximum is checked before). */
function parseText(field: string, text: string, min: number): string {
  const trimmed = text.trim();
  if (trimmed === '') throw errors.badRequest(`${field} is required`, 'required');
  if (trimmed.length < min) throw errors.badRequest(`${field}: minimum length is ${min}`, 'too_short');
  return trimmed;
}

/**
 * A 409 when another rider of `companyId` (not deleted) has the CPF. A CPF is unique within a
 * company only (migration 0010): another company's riders are never looked at, so the answer
 * tells a company nothing about them.
 */
async function assertCpfFree(trx: Db, companyId: string, cpf: string, exceptId?: string): Promise<void> {
  if (await riderCpfTaken(trx, companyId, cpf, exceptId)) throw cpfTaken(cpf);
}

function cpfTaken(cpf: string) {
  return errors.conflict(`cpf ${formatCpf(cpf)} is already registered for another delivery man of this company`, 'cpf_taken');
}

/** A company a rider may be given: one the request acts for (403) that exists (400). */
async function assertRiderCompany(trx: Db, scope: CompanyScope | null, companyId: string): Promise<void> {
  if (!isInScope(scope, companyId)) throw errors.companyForbidden(companyId);
  if (!(await companyExists(trx, companyId))) throw errors.badRequest(`company: company ${companyId} does not exist`, 'unknown_company');
}

async function translateUnique<T>(write: Promise<T>, cpf: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    // Two requests registering the same CPF in one company at once: the unique index (company, CPF) decides.
    if (isUniqueViolation(error)) throw cpfTaken(cpf);
    throw error;
  }
}

/** Creates a rider with its person record; offline, not paid, no position. Run inside a transaction. */
export async function createRider(trx: Db, scope: CompanyScope | null, body: DeliveryManCreate): Promise<DeliveryMan> {
  const name = parseText('person.name', body.person.name, 3);
  const cpf = parseCpf(body.cpf);
  const phone = parsePhone(body.phone);
  const vehicle = parseText('typeOfVehicle', body.typeOfVehicle, 1);
  await assertRiderCompany(trx, scope, body.company);
  await assertCpfFree(trx, body.company, cpf);
  const personId = newDeliveryId();
  await insertPerson(trx, personId, name);
  const id = newDeliveryId();
  const flag = body.flag ?? 'FREE';
  await translateUnique(
    insertRider(trx, {
      id,
      company_id: body.company,
      person_id: personId,
      cpf,
      phone,
      type_of_vehicle: vehicle,
      flag,
      on_route: flag === 'ON_ROUTE',
    }),
    cpf,
  );
  return getRider(trx, scope, id);
}

/** Changes the fields sent of the rider `id`. Run inside a transaction. */
export async function updateRider(trx: Db, scope: CompanyScope | null, id: string, patch: DeliveryManUpdate): Promise<DeliveryMan> {
  const row = await riderRow(trx, scope, id, true);
  const name = patch.person === undefined ? undefined : parseText('person.name', patch.person.name, 3);
  const cpf = patch.cpf === undefined ? undefined : parseCpf(patch.cpf);
  const phone = patch.phone === undefined ? undefined : parsePhone(patch.phone);
  const vehicle = patch.typeOfVehicle === undefined ? undefined : parseText('typeOfVehicle', patch.typeOfVehicle, 1);
  if (patch.company !== undefined && patch.company !== row.company_id) await assertRiderCompany(trx, scope, patch.company);
  const company = patch.company ?? row.company_id;
  const movesCompany = patch.company !== undefined && patch.company !== row.company_id;
  if (company !== null && ((cpf !== undefined && cpf !== row.cpf) || movesCompany)) await assertCpfFree(trx, company, cpf ?? row.cpf, id);

  let personId = row.person_id;
  if (name !== undefined && personId !== null) {
    await renamePerson(trx, personId, name);
  } else if (name !== undefined) {
    personId = newDeliveryId();
    await insertPerson(trx, personId, name);
  }
  await translateUnique(
    updateRiderRow(trx, id, {
      person_id: personId,
      ...(cpf !== undefined ? { cpf } : {}),
      ...(phone !== undefined ? { phone } : {}),
      ...(vehicle !== undefined ? { type_of_vehicle: vehicle } : {}),
      ...(patch.company !== undefined ? { company_id: patch.company } : {}),
      ...(patch.flag !== undefined ? { flag: patch.flag, on_route: patch.flag === 'ON_ROUTE' } : {}),
      updated_at: new Date(),
    }),
    cpf ?? row.cpf,
  );
  return getRider(trx, scope, id);
}

// Clocks of the app and the server may differ a little; a paid date this far ahead is still "now".
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Sets whether the rider `id` was paid, and when. Run inside a transaction. */
export async function setRiderPaid(
  trx: Db,
  scope: CompanyScope | null,
  id: string,
  body: DeliveryManPaidUpdate,
  now = new Date(),
): Promise<DeliveryMan> {
  await riderRow(trx, scope, id, true);
  let paidDate: Date | null = null;
  if (!body.deliverymanPaid && body.deliveryManPaidDate !== null) {
    throw errors.badRequest('deliveryManPaidDate must be null when deliverymanPaid is false', 'paid_date_not_paid');
  }
  if (body.deliverymanPaid) {
    paidDate = body.deliveryManPaidDate === null ? now : new Date(body.deliveryManPaidDate);
    if (Number.isNaN(paidDate.getTime())) throw errors.badRequest('deliveryManPaidDate is not a valid date-time', 'validation');
    if (paidDate.getTime() > now.getTime() + CLOCK_SKEW_MS) {
      throw errors.badRequest('deliveryManPaidDate must not be later than now', 'paid_date_future');
    }
  }
  await updateRiderRow(trx, id, { deliveryman_paid: body.deliverymanPaid, delivery_man_paid_date: paidDate, updated_at: now });
  return getRider(trx, scope, id);
}

/**
 * Deletes the rider `id`. A rider with history (races or online days) needs `confirm`
 * (409 `has_history` otherwise) and is kept as deleted with its history; one without
 * history is removed with its person record. Run inside a transaction.
 */
export async function deleteRider(trx: Db, scope: CompanyScope | null, id: string, confirm: boolean): Promise<void> {
  const row = await riderRow(trx, scope, id, true);
  const races = await raceCountOf(trx, id);
  const days = await onlineDayCountOf(trx, id);
  if (races + days === 0) {
    await deleteRiderRow(trx, id);
    if (row.person_id !== null) await deletePerson(trx, row.person_id);
    return;
  }
  if (!confirm) {
    throw errors.conflict(
      `The delivery man has history (${races} race(s), ${days} online day(s)); send confirm=true to delete it and keep the history`,
      'has_history',
    );
  }
  const now = new Date();
  await updateRiderRow(trx, id, { deleted_at: now, updated_at: now, is_online: false, on_route: false });
}
