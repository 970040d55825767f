import { emptyUserForm, userFormValuesOf, userIdFrom, type UserFormValues } from '../../domain/userForms';
import type { UserEditContext, UserEditInput } from './types';

/** The edit screen's data before anything is loaded: edit mode for an id, else create mode on the first tab. */
export function initialUserEditContext(input: UserEditInput): UserEditContext {
  return {
    userId: userIdFrom(input.id),
    user: null,
    roles: [],
    prefill: input.prefill ?? null,
    tab: 1,
    formRevision: 0,
    passwordRevision: 0,
    submission: null,
    failure: null,
  };
}

/** The values the user form starts from: the loaded user's, else the duplicate's, else an empty form. */
export function initialValuesOf(context: UserEditContext): UserFormValues {
  return context.user ? userFormValuesOf(context.user) : (context.prefill ?? { ...emptyUserForm, roles: [] });
}

/** The values a submission saved (an empty form if there is none, which the machine never saves). */
export function submittedValues(context: UserEditContext): UserFormValues {
  return context.submission?.values ?? emptyUserForm;
}
