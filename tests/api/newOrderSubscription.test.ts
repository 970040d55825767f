import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { waitFor } from '../support/waitFor';
import type { FirebaseConfig } from '../../src/contract/runtimeConfig';
import { subscribeToNewOrders } from '../../src/api/newOrderSubscription';
import { connectOrderAlert } from '../../src/machines/orderAlert/connect';
import { orderAlertMachine } from '../../src/machines/orderAlert/machine';
import { newOrderSubscriptionLogic } from '../../src/machines/orderAlert/subscription';
import { readNewOrderDbSettings, startNewOrderDb, writeNewOrder, type NewOrderDb } from '../../server/newOrderDb';
import { DEMO_IDS } from '../../server/seed';
import { NEW_ORDER_SOUND_DELAY_MS } from '../support/seed';

// The real Firebase SDK against firebase-server on loopback: what `npm start` runs.
let db: NewOrderDb;
beforeAll(async () => {
  db = await startNewOrderDb({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await db?.close();
});

describe('subscribeToNewOrders over the Firebase SDK', () => {
  it('hears the current value (none) and then each value another client sets', async () => {
    const firebase = db.firebaseConfigFor('127.0.0.1');
    const seen: unknown[] = [];
    const failures: string[] = [];
    const stop = subscribeToNewOrders(
      { firebase, companyId: DEMO_IDS.supermarket },
      { value: (value) => seen.push(value), failed: (message) => failures.push(message) },
    );
    try {
      await vi.waitFor(() => expect(seen).toEqual([null]), { timeout: 10_000 });
      await writeNewOrder(firebase, DEMO_IDS.supermarket, { orderNumber: 501, customerName: 'Bruno Lima' });
      await vi.waitFor(() => expect(seen).toEqual([null, { orderNumber: 501, customerName: 'Bruno Lima' }]), { timeout: 10_000 });
      expect(failures).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe('a restart of the local database', () => {
  it('is followed by the watch: it reconnects to the host it first reached and hears later orders', async () => {
    const first = await startNewOrderDb({ host: '127.0.0.1', port: 0 });
    const firebase = first.firebaseConfigFor('127.0.0.1');
    const seen: unknown[] = [];
    const stop = subscribeToNewOrders({ firebase, companyId: DEMO_IDS.partner }, { value: (value) => seen.push(value), failed: () => {} });
    let second: NewOrderDb | null = null;
    try {
      await vi.waitFor(() => expect(seen).toEqual([null]), { timeout: 10_000 });
      await first.close();
      second = await startNewOrderDb({ host: '127.0.0.1', port: first.port });
      await writeNewOrder(firebase, DEMO_IDS.partner, { orderNumber: 9 });
      await vi.waitFor(() => expect(seen.at(-1)).toEqual({ orderNumber: 9 }), { timeout: 20_000 });
    } finally {
      stop();
      await second?.close();
    }
  });
});

describe('the new-order alert on the real SDK', () => {
  it('alerts for its own company only, naming the order, and starts the sound 750 ms later', async () => {
    const firebase = db.firebaseConfigFor('127.0.0.1');
    const sound: number[] = [];
    const actor = createActor(
      orderAlertMachine.provide({
        actors: {
          firebaseConfig: fromPromise<FirebaseConfig | null>(async () => firebase),
          subscription: newOrderSubscriptionLogic(subscribeToNewOrders),
        },
        actions: { startSound: () => sound.push(Date.now()) },
      }),
      { input: { companyId: DEMO_IDS.restaurant } },
    );
    actor.start();
    try {
      await waitFor(actor, (s) => s.matches({ watching: 'quiet' }));
      // Another company's order is not this company's alert.
      await writeNewOrder(firebase, DEMO_IDS.otherRestaurant, { orderNumber: 9 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(connectOrderAlert(actor.getSnapshot(), actor.send).toast.status).toBe('hidden');

      const written = Date.now();
      await writeNewOrder(firebase, DEMO_IDS.restaurant, { orderNumber: 1042, customerName: 'Ana Souza' });
      await waitFor(actor, (s) => s.matches({ watching: 'alerting' }), { timeout: 10_000 });
      expect(connectOrderAlert(actor.getSnapshot(), actor.send).toast.order).toEqual({ reference: '1042', customer: 'Ana Souza' });
      await waitFor(actor, (s) => s.matches({ watching: { alerting: 'ringing' } }), { timeout: 10_000 });
      expect(sound).toHaveLength(1);
      expect((sound[0] ?? 0) - written).toBeGreaterThanOrEqual(NEW_ORDER_SOUND_DELAY_MS);
      actor.send({ type: 'user.silence' });
      expect(connectOrderAlert(actor.getSnapshot(), actor.send)).toMatchObject({ toast: { status: 'silenced' }, audio: { playing: false } });
    } finally {
      actor.stop();
    }
  });

  it('answers a plain HTTP request with a WebSocket-only notice', async () => {
    const response = await fetch(`http://127.0.0.1:${db.port}/`);
    expect(response.status).toBe(426);
  });
});

describe('readNewOrderDbSettings', () => {
  it('runs the local database on port 9000 by default and can be turned off', () => {
    expect(readNewOrderDbSettings({})).toEqual({ enabled: true, port: 9000 });
    expect(readNewOrderDbSettings({ NEW_ORDER_DB: 'off', NEW_ORDER_DB_PORT: '9100' })).toEqual({ enabled: false, port: 9100 });
    expect(readNewOrderDbSettings({ NEW_ORDER_DB: 'false' }).enabled).toBe(false);
    expect(() => readNewOrderDbSettings({ NEW_ORDER_DB_PORT: 'x' })).toThrow('NEW_ORDER_DB_PORT must be a port number, got x');
  });
});
