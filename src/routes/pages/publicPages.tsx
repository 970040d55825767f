import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { loadNamespace, useI18n } from '../../i18n/context';
import { Splash } from '../../ui/Splash';
import type { PageProps } from './types';

function PublicLoading() {
  const { LL } = useI18n();
  return <Splash message={LL.AUTH.GENERAL.LOADING()} />;
}

/** A lazily loaded page with the splash while its code arrives (public pages render outside the shell's Suspense). */
function loaded(Page: LazyExoticComponent<ComponentType<PageProps>>): ComponentType<PageProps> {
  function PublicPageLoader(props: PageProps) {
    return (
      <Suspense fallback={<PublicLoading />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return PublicPageLoader;
}

const PrivacyPage = loaded(lazy(() => import('./PrivacyPage')));
// The ticket's texts are the order desk's namespace, loaded with the page.
const OrderPrintPage = loaded(lazy(() => Promise.all([import('./OrderPrintPage'), loadNamespace('ORDERS')]).then(([page]): { default: ComponentType<PageProps> } => page)));

/**
 * The public pages of the route table (seed 001 section 2.2) by pattern, on the blank layout and
 * without sign-in: privacy terms, the account-deletion request and the printed order tickets. The error
 * pages are rendered by the route guard itself.
 */
export const PUBLIC_PAGES: Readonly<Record<string, ComponentType<PageProps>>> = Object.freeze({
  '/user-privacy/:application': PrivacyPage,
  '/user-privacy/:application/:userType': PrivacyPage,
  '/ask-delete-account/:application': loaded(lazy(() => import('./AskDeleteAccountPage'))),
  '/shopping-cart/restaurant/print': OrderPrintPage,
  '/shopping-cart/supermarket/print-fiscal': OrderPrintPage,
  '/shopping-cart/supermarket/print': OrderPrintPage,
});
