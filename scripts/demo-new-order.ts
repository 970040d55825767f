/**
 * `npm run demo:new-order [-- <companyId>]`: writes a new order at `newOrder/{companyId}` in the
 * Realtime Database the running back-office points its `config.json` at (the local one `npm start`
 * runs), so a signed-in user of that company sees the toast and hears the alert. The company is
 * the demo restaurant unless given. BACKOFFICE_URL names the back-office (http://127.0.0.1:$PORT,
 * port 8080, by default).
 */
import { loadConfig } from '../src/api/config';
import { newOrderPath } from '../src/domain/newOrder';
import { demoNewOrder, writeNewOrder } from '../server/newOrderDb';
import { DEMO_IDS } from '../server/seed';

async function main() {
  const companyId = process.argv[2]?.trim() || DEMO_IDS.restaurant;
  const backOffice = (process.env.BACKOFFICE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`).replace(/\/$/, '');
  let firebase;
  try {
    ({ firebase } = await loadConfig(fetch, `${backOffice}/config.json`));
  } catch (error) {
    throw new Error(`Could not read ${backOffice}/config.json: is the back-office running (npm start)? ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (!firebase) {
    throw new Error(`${backOffice}/config.json has no Firebase configuration: start the back-office without NEW_ORDER_DB=off, or configure "firebase".`);
  }
  const order = demoNewOrder();
  await writeNewOrder(firebase, companyId, order);
  console.info(`Wrote order ${order.orderNumber} (${order.customerName}) at ${newOrderPath(companyId)} on ${firebase.databaseURL}.`);
  console.info("A signed-in user of that company sees the new-order toast now, and hears the alert 750 ms later.");
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
