/**
 * The new-order watch over the Firebase modular SDK (seed 001 section 4). Only the alert's
 * subscription actor imports this module, and lazily, so the SDK stays out of the sign-in and
 * shell bundles.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { getDatabase, onValue, ref } from 'firebase/database';
import { newOrderPath, type NewOrderListener, type NewOrderWatch } from '../domain/newOrder';

let apps = 0;

/**
 * Watches `newOrder/{companyId}` with `onValue`: the listener gets the current value (null when
 * none) and every later one, or the reason the database refused the watch. Each watch has its own
 * Firebase app, so stopping it (the answer) also closes its connection.
 * @example const stop = subscribeToNewOrders({ firebase, companyId }, { value: console.info, failed: console.warn });
 */
export function subscribeToNewOrders({ firebase, companyId }: NewOrderWatch, listener: NewOrderListener): () => void {
  apps += 1;
  const app = initializeApp(firebase, `new-order-alert-${apps}`);
  const database = getDatabase(app, firebase.databaseURL);
  const unsubscribe = onValue(
    ref(database, newOrderPath(companyId)),
    (snapshot) => listener.value(snapshot.val()),
    (error) => listener.failed(error.message),
  );
  return () => {
    unsubscribe();
    deleteApp(app).catch((error: unknown) => console.warn('Closing the new-order connection failed', error));
  };
}
