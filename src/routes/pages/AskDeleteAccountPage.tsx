import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { createAccountDeletionMachine } from '../../bindings/public';
import type { AccountDeletionRequest } from '../../contract/schema.gen';
import { toDeletionRequest, type DeletionRequestValues } from '../../domain/accountDeletion';
import { useI18n } from '../../i18n/context';
import { toAccountDeletionView } from '../../machines/accountDeletion/machine';
import { AskDeleteAccountForm } from '../../ui/public/AskDeleteAccountForm';
import { PublicLayout } from '../../ui/public/PublicLayout';
import { deletionErrorText } from '../../ui/public/publicTexts';
import { useServices } from '../services';
import type { PageProps } from './types';

function formValuesOf(request: AccountDeletionRequest | null): DeletionRequestValues | undefined {
  if (request === null) return undefined;
  return { email: request.email, name: request.name ?? '', phone: request.phone ?? '', reason: request.reason ?? '' };
}

/**
 * `ask-delete-account/{application}` (public, blank layout): the request form bound to the account
 * deletion machine and the public call; the protocol confirms it, a refusal is translated.
 */
export default function AskDeleteAccountPage({ params }: PageProps) {
  const { clients } = useServices();
  const { LL } = useI18n();
  const application = params.application ?? '';
  const machine = useMemo(
    () =>
      createAccountDeletionMachine(clients, application),
    [clients, application],
  );
  const actor = useActorRef(machine);
  const view = useSelector(actor, toAccountDeletionView);

  return (
    <PublicLayout>
      <AskDeleteAccountForm
        status={view.status}
        protocol={view.protocol}
        errorMessage={view.status === 'refused' && view.failure ? deletionErrorText(LL, view.failure) : undefined}
        defaultValues={formValuesOf(view.request)}
        onSubmit={(values) => actor.send({ type: 'user.submit', request: toDeletionRequest(values) })}
      />
    </PublicLayout>
  );
}
