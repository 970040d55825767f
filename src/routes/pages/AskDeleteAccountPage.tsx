import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { createAccountDeletionMachine } from '../../bindings/public';
import { useI18n } from '../../i18n/context';
import { connectAccountDeletion } from '../../machines/accountDeletion/connect';
import { AskDeleteAccountForm } from '../../ui/public/AskDeleteAccountForm';
import { PublicLayout } from '../../ui/public/PublicLayout';
import { deletionErrorText } from '../../ui/public/publicTexts';
import { useServices } from '../services';
import type { PageProps } from './types';

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
  const snapshot = useSelector(actor, (s) => s);

  return (
    <PublicLayout>
      <AskDeleteAccountForm {...connectAccountDeletion(snapshot, actor.send, { errorText: (failure) => deletionErrorText(LL, failure) })} />
    </PublicLayout>
  );
}
