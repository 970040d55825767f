import { createAccountForms } from '../../bindings/accountForms';
import { boundOnce } from './boundOnce';

/** The register, forgot and reset password forms, bound once per page load. */
export const useAccountForms = boundOnce((services) => createAccountForms(services.anonymousClients));
