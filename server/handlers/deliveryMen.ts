import type { FastifyRequest } from 'fastify';
import { inTransaction } from '../db';
import { onlineLastWeek, racesHistory } from '../services/deliveryHistory';
import { createRider, deleteRider, setRiderPaid, updateRider } from '../services/deliveryManChanges';
import { getRider, listRiders, pageRiders, riderPositions } from '../services/deliveryMen';
import type { Handlers } from './types';

/** The `applicationId` header of the rider search, when sent. */
function applicationHeader(request: FastifyRequest): string | undefined {
  const value = request.headers.applicationid;
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
}

/** Delivery men (seed 000 section 7) and the live map's riders (seed 001 section 2.5), by the request's companies. */
export const deliveryManHandlers = {
  async listDeliveryMen({ db, scope }) {
    return listRiders(db, scope);
  },

  async searchDeliveryMen({ db, scope, query, request }) {
    const applicationId = applicationHeader(request);
    return listRiders(db, scope, {
      isOnline: query.isOnline,
      onRoute: query.onRoute,
      text: query.search,
      ...(applicationId !== undefined ? { applicationId } : {}),
    });
  },

  async getDeliveryStatus({ db, scope, query }) {
    return listRiders(db, scope, { isOnline: query.isOnline, onRoute: query.onRoute });
  },

  async paginateDeliveryMen({ db, scope, query }) {
    const filter = {
      company: query.company,
      person: query.person,
      isOnline: query.isOnline,
      flag: query.flag,
      cpfPrefix: query.cpf,
      typeOfVehicle: query.typeOfVehicle,
    };
    return pageRiders(db, scope, filter, query.pageIn ?? 1, query.pageOut ?? 10);
  },

  async listRiderPositions({ db, scope, query }) {
    return riderPositions(db, scope, { isOnline: query.online, onRoute: query.onRoute });
  },

  async getDeliveryMan({ db, scope, params }) {
    return getRider(db, scope, params.id);
  },

  async getDeliveryManOnlineLastWeek({ db, scope, params, query }) {
    return onlineLastWeek(db, scope, params.id, query.pageIn ?? 1, query.pageOut ?? 10);
  },

  async getDeliveryManRacesHistory({ db, scope, params, query }) {
    return racesHistory(db, scope, params.id, query.pageIn ?? 1, query.pageOut ?? 10);
  },

  async createDeliveryMan({ db, scope, body, reply }) {
    // Inside the transaction that keeps an Idempotency-Key when one is sent.
    const rider = await inTransaction(db, (trx) => createRider(trx, scope, body));
    reply.header('location', `/api/delivery-man/list/${rider._id}`);
    return rider;
  },

  async updateDeliveryMan({ db, scope, params, body }) {
    return inTransaction(db, (trx) => updateRider(trx, scope, params.id, body));
  },

  async setDeliveryManPaid({ db, scope, params, body }) {
    return inTransaction(db, (trx) => setRiderPaid(trx, scope, params.id, body));
  },

  async deleteDeliveryMan({ db, scope, params, query }) {
    await inTransaction(db, (trx) => deleteRider(trx, scope, params.id, query.confirm === true));
  },
} satisfies Handlers;
