import fp from 'fastify-plugin';
import type { Db } from '../db';
import { WhatsappService, type WhatsappSettings } from '../services/whatsapp';

/** What the WhatsApp outbox needs: the database and AppOptions' `whatsapp`. */
export interface WhatsappOptions {
  db: Db;
  settings?: WhatsappSettings | undefined;
}

/** The WhatsApp outbox and its settings as `fastify.whatsapp`, for the handlers and the webhook's signature check alike. */
export default fp(
  async function whatsapp(fastify, options: WhatsappOptions) {
    fastify.decorate('whatsapp', new WhatsappService(options.db, options.settings));
  },
  { name: 'whatsapp' },
);
