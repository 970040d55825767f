import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '../../contract/apiError';
import type { AccountDeletionRequest } from '../../contract/schema.gen';
import { toDeletionRequest, type DeletionRequestValues } from '../../domain/accountDeletion';
import type { AskDeleteAccountFormProps } from '../../ui/public/AskDeleteAccountForm';
import type { AccountDeletionEvent, accountDeletionMachine } from './machine';

/** What the form needs beyond the machine: a refusal in the language shown. */
export interface AccountDeletionTexts {
  errorText: (failure: ApiError) => string;
}

/** The form's values of a request sent (a refused one is shown again as typed, trimmed). */
function formValuesOf(request: AccountDeletionRequest | null): DeletionRequestValues | undefined {
  if (request === null) return undefined;
  return { email: request.email, name: request.name ?? '', phone: request.phone ?? '', reason: request.reason ?? '' };
}

/**
 * The request form's props from the request page's snapshot: the protocol once recorded, the
 * refusal translated and the request kept in the form; a valid submission is sent as the call's body.
 */
export function connectAccountDeletion(
  snapshot: SnapshotFrom<typeof accountDeletionMachine>,
  send: (event: AccountDeletionEvent) => void,
  texts: AccountDeletionTexts,
): AskDeleteAccountFormProps {
  const { request, receipt, failure } = snapshot.context;
  return {
    status: snapshot.value,
    protocol: receipt?.protocol ?? null,
    errorMessage: snapshot.matches('refused') && failure ? texts.errorText(failure) : undefined,
    defaultValues: formValuesOf(request),
    onSubmit: (values) => send({ type: 'user.submit', request: toDeletionRequest(values) }),
  };
}
