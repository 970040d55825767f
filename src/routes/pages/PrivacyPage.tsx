import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { createPrivacyTermsLookup } from '../../bindings/public';
import { useI18n } from '../../i18n/context';
import { toLookupView } from '../../machines/lookup/machine';
import { PrivacyTerms, type PrivacyTermsStatus } from '../../ui/public/PrivacyTerms';
import { PublicLayout } from '../../ui/public/PublicLayout';
import { privacyErrorText } from '../../ui/public/publicTexts';
import { useServices } from '../services';
import type { PageProps } from './types';

/** Where the account-deletion page of an application is. */
export function askDeleteAccountPath(application: string): string {
  return `/ask-delete-account/${encodeURIComponent(application)}`;
}

/**
 * `user-privacy/{application}` and `user-privacy/{application}/{userType}` (public, blank layout):
 * the application's privacy terms, loaded once by a lookup machine; a 404 is a clear not-found notice.
 */
export default function PrivacyPage({ params }: PageProps) {
  const { clients } = useServices();
  const { LL } = useI18n();
  const application = params.application ?? '';
  const userType = params.userType;
  const machine = useMemo(
    () =>
      createPrivacyTermsLookup(clients),
    [clients],
  );
  const actor = useActorRef(machine, { input: { query: { application, userType } } });
  const view = useSelector(actor, toLookupView);
  const status: PrivacyTermsStatus =
    view.status === 'ready' ? 'ready' : view.status === 'failed' ? (view.error?.statusCode === 404 ? 'notFound' : 'failed') : 'loading';

  return (
    <PublicLayout productName={view.result?.application.name}>
      <PrivacyTerms
        status={status}
        terms={view.result}
        errorMessage={view.error ? privacyErrorText(LL, view.error) : undefined}
        deleteAccountHref={askDeleteAccountPath(application)}
        onRetry={() => actor.send({ type: 'user.retry' })}
      />
    </PublicLayout>
  );
}
