import { createLoginMachine } from '../../bindings/login';
import { boundOnce } from './boundOnce';

/** The sign-in machine, bound once per page load. */
export const useLoginMachine = boundOnce((services) => createLoginMachine(services.anonymousClients));
