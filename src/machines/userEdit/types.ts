import type { Role, User } from '../../contract/schema.gen';
import type { ApiError } from '../../contract/apiError';
import type { UserFormValues, UserSaveIntent, UserTab } from '../../domain/userForms';

/** What the edit screen starts from: the route's id (absent or 0 creates) and, for a duplicate, the values to start with. */
export interface UserEditInput {
  id?: string | null | undefined;
  prefill?: UserFormValues | null | undefined;
}

/** What `loadUser` answers: the user and the roles that can be assigned. */
export interface UserEditData {
  user: User;
  roles: Role[];
}

/** The call that failed last, kept for the view to translate. */
export interface UserEditFailure {
  during: 'load' | 'save' | 'password';
  error: ApiError;
}

/** The edit screen's data; loading, editing, saving are its states. */
export interface UserEditContext {
  /** The user edited; null in create mode. */
  userId: string | null;
  user: User | null;
  roles: Role[];
  /** Create mode's starting values (Save & Duplicate). */
  prefill: UserFormValues | null;
  tab: UserTab;
  /** Bumped to rebuild the user form from `user` (Reset, a refresh after saving). */
  formRevision: number;
  /** Bumped to empty the change-password form after a change. */
  passwordRevision: number;
  /** The submission under way or last made. */
  submission: { intent: UserSaveIntent; values: UserFormValues } | null;
  failure: UserEditFailure | null;
}

/** Every event the user edit machine accepts. */
export type UserEditEvent =
  | { type: 'user.select_tab'; tab: UserTab }
  | { type: 'user.reset' }
  | { type: 'user.save'; intent: UserSaveIntent; values: UserFormValues }
  | { type: 'user.submit_invalid' }
  | { type: 'user.change_password'; password: string }
  | { type: 'user.retry' }
  | { type: 'user.back' };
