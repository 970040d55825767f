import { useServices, type AppServices } from '../services';

/**
 * One value per page load: `make` runs once for the app's services and its result is kept, so
 * the machines of a sign-in page are bound once to the clients without credentials.
 * @example export const useLoginMachine = boundOnce((services) => createLoginMachine(services.anonymousClients));
 */
export function boundOnce<Value>(make: (services: AppServices) => Value): () => Value {
  const made = new WeakMap<AppServices, Value>();
  return function useBound() {
    const services = useServices();
    let value = made.get(services);
    if (value === undefined) {
      value = make(services);
      made.set(services, value);
    }
    return value;
  };
}
