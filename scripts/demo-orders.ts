/**
 * `npm run demo:orders [-- --rate N --company <id> --count N]`: places orders on a running
 * back-office like a lunch peak, as the customer app would (POST /v2/orders, operation
 * `placeOrder`, with the company in the `Company` header), and prints each one placed. By default
 * 3 orders a minute for each demo company (the restaurant and the supermarket), at random
 * intervals around that rate; `--rate` sets the orders per minute per company, `--company` one
 * company only, `--count` stops after that many orders in all. Orders entering the store
 * (`WAIT_COMPANY`) ring the new-order alert and reach the board live.
 *
 * It signs in as the demo root. The password is the one the start command seeded the database
 * with: SEED_PASSWORD, which `npm start` reads on its first start (run both with the same
 * SEED_PASSWORD), or `--password`, or DEMO_PASSWORD (the password `npm start` printed when it
 * made one). BACKOFFICE_URL names the back-office (http://127.0.0.1:$PORT, port 8080, by default).
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import createClient from 'openapi-fetch';
import type { paths } from '../src/contract/schema.gen';
import { DEMO_IDS, DEMO_USERS } from '../server/seed';
import { lunchPeakOrder, reais } from './lunch-orders';

const DEMO_COMPANIES: Record<string, 'restaurant' | 'supermarket'> = { [DEMO_IDS.restaurant]: 'restaurant', [DEMO_IDS.supermarket]: 'supermarket' };

function options() {
  const { values } = parseArgs({
    options: { rate: { type: 'string', default: '3' }, company: { type: 'string' }, count: { type: 'string' }, password: { type: 'string' } },
  });
  const rate = Number(values.rate);
  if (!(rate > 0 && rate <= 6000)) throw new Error(`--rate is orders per minute per company (more than 0, at most 6000), got ${values.rate}`);
  const count = values.count === undefined ? Infinity : Number(values.count);
  if (!(Number.isInteger(count) && count > 0) && count !== Infinity) throw new Error(`--count is a number of orders, got ${values.count}`);
  const password = values.password ?? process.env.DEMO_PASSWORD ?? process.env.SEED_PASSWORD;
  if (!password) {
    throw new Error(
      'The demo password is needed: run with the SEED_PASSWORD the back-office was first started with, or pass the password `npm start` printed on its first start (--password <it>, or DEMO_PASSWORD=<it>).',
    );
  }
  return { rate, count, password, company: values.company };
}

async function main() {
  const { rate, count, password, company } = options();
  const backOffice = (process.env.BACKOFFICE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`).replace(/\/$/, '');
  const api = createClient<paths>({ baseUrl: `${backOffice}/api` });
  const signIn = await api
    .POST('/users/auth-admin', { body: { email: DEMO_USERS.root, password, type: 'admin' } })
    .catch((error: unknown) => {
      throw new Error(`Could not reach ${backOffice}: is the back-office running (npm start)? ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
  if (!signIn.data) throw new Error(`Signing in as ${DEMO_USERS.root} failed (${signIn.response.status}): ${signIn.error?.message ?? ''}. Is the password the one the database was seeded with?`);
  const token = signIn.data.accessToken;
  const companies = company ? { [company]: DEMO_COMPANIES[company] ?? 'restaurant' } : DEMO_COMPANIES;

  let placed = 0;
  let started = 0;
  console.info(`Placing orders on ${backOffice}: ${rate} a minute for each of ${Object.keys(companies).length} compan${Object.keys(companies).length === 1 ? 'y' : 'ies'}${count === Infinity ? ' (Ctrl-C stops)' : `, ${count} in all`}.`);

  async function placeOne(companyId: string, kind: 'restaurant' | 'supermarket') {
    const order = lunchPeakOrder(kind);
    const { data, error, response } = await api.POST('/v2/orders', {
      params: { header: { Company: companyId, 'Idempotency-Key': randomUUID() } },
      headers: { Authorization: `Bearer ${token}` },
      body: order,
    });
    const clock = new Date().toLocaleTimeString('pt-BR');
    if (!data) {
      console.warn(`${clock}  ${kind.padEnd(11)} refused (${response.status} ${error?.code ?? ''}): ${error?.message ?? ''}`);
      return;
    }
    placed++;
    const what = [
      data.status,
      data.fulfilment === 'pickup' ? 'pickup' : 'delivery',
      data.paymentType + (data.paid ? ' (paid)' : ' (to collect)'),
      data.scheduledFor ? `for ${new Date(data.scheduledFor).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })}` : null,
    ].filter(Boolean);
    console.info(
      `${clock}  #${String(data.number).padEnd(4)} ${data.companyName.padEnd(24)} ${data.customerName.padEnd(20)} ${reais(data.totals.total).padStart(11)}  ${order.items.length} item(s)  ${what.join(', ')}`,
    );
  }

  // Each company's orders arrive at random intervals around its rate (a Poisson process), as customers do.
  await new Promise<void>((finish) => {
    let inFlight = 0;
    const timers = new Set<NodeJS.Timeout>();
    const stop = () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      if (inFlight === 0) finish();
    };
    const next = (companyId: string, kind: 'restaurant' | 'supermarket') => {
      const wait = (-Math.log(1 - Math.random()) * 60_000) / rate;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (started >= count) return;
        started++;
        inFlight++;
        placeOne(companyId, kind)
          .catch((error: unknown) => console.error(`Placing an order failed: ${error instanceof Error ? error.message : String(error)}`))
          .finally(() => {
            inFlight--;
            if (started >= count) stop();
          });
        next(companyId, kind);
      }, wait);
      timers.add(timer);
    };
    for (const [companyId, kind] of Object.entries(companies)) next(companyId, kind);
    process.once('SIGINT', () => {
      started = count;
      stop();
    });
  });
  console.info(`Placed ${placed} order${placed === 1 ? '' : 's'}.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
