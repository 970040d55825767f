import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Flex, Spinner, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { LAYOUT_CONFIG_STORAGE_KEY, readLayoutConfig, withAsideMinimized, writeLayoutConfig } from '../../domain/layoutConfig';
import { menu, visibleMenu } from '../../domain/menu';
import { useI18n } from '../../i18n/context';
import { connectAside } from '../../machines/aside/connect';
import { asideMachine } from '../../machines/aside/machine';
import { progressMachine, progressValue } from '../../machines/progress/machine';
import { ShellLayout } from '../../ui/shell/ShellLayout';
import { NewOrderAlert } from '../operations/NewOrderAlert';
import { OpenSwitchProvider, OpenSwitchSlot } from '../operations/OpenSwitchSlot';
import { DASHBOARD_PATH } from '../paths';
import { useServices } from '../services';
import { headingFor, sideMenuSections } from './menuView';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageHeaderContext, type PageHeaderOverride } from './pageHeader';
import { useSessionCompanyType, useSessionPermissions } from './useSessionPermissions';

/** Tells the progress bar the routed page has rendered (mounted after its lazy code arrived). */
export function PageReady({ onReady }: { onReady: () => void }) {
  useEffect(() => {
    onReady();
  }, [onReady]);
  return null;
}

/**
 * The signed-in shell around a routed page (seed 001 section 2.3): the permission-filtered menu,
 * the top bar with the user, the sub-header from the menu (or the page's own), the footer and
 * logo from the admin style, the progress bar on route changes, and the layout configuration
 * (the minimized aside) kept in local storage.
 */
export function ShellRoute({ children }: { children: ReactNode }) {
  const { session, adminStyle, storage } = useServices();
  const { LL, language } = useI18n();
  const [location, navigate] = useLocation();
  const user = useSelector(session, (s) => s.context.user);
  const company = useSelector(session, (s) => s.context.mainCompany);
  const style = useSelector(adminStyle, (s) => s.context.style);
  const permissions = useSessionPermissions();
  const companyType = useSessionCompanyType();

  // The configuration is kept in local storage, with seed 001 section 9's defaults on a first visit.
  const [layout] = useState(() => {
    const config = readLayoutConfig(storage);
    if (storage?.getItem(LAYOUT_CONFIG_STORAGE_KEY) == null) writeLayoutConfig(storage, config);
    return config;
  });
  const aside = useActorRef(
    useMemo(
      () =>
        asideMachine.provide({
          actions: {
            persistMinimized: (_, { minimized }) => writeLayoutConfig(storage, withAsideMinimized(readLayoutConfig(storage), minimized)),
          },
        }),
      [storage],
    ),
    { input: { minimized: layout.aside.minimized } },
  );
  const asideProps = connectAside(useSelector(aside, (state) => state), aside.send);

  const progress = useActorRef(progressMachine);
  const progressAt = useSelector(progress, progressValue);
  // A layout effect runs before the page's own (passive) PageReady effect.
  useLayoutEffect(() => {
    progress.send({ type: 'route.start' });
  }, [location, progress]);
  const pageReady = useCallback(() => progress.send({ type: 'route.done' }), [progress]);

  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [quickPanelOpen, setQuickPanelOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > layout.scrollTop.offset);
    // Read at the next frame: reading scrollY while the page is still being built forces a layout.
    const first = window.requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(first);
      window.removeEventListener('scroll', onScroll);
    };
  }, [layout.scrollTop.offset]);

  const [override, setOverride] = useState<PageHeaderOverride | null>(null);
  const sections = useMemo(() => sideMenuSections(visibleMenu(menu, permissions, companyType), language), [permissions, companyType, language]);
  const heading = useMemo(
    () => headingFor(location, language, { title: LL.DASHBOARD.TITLE(), page: DASHBOARD_PATH }, LL.SHELL.PAGE_FALLBACK()),
    [location, language, LL],
  );

  // Stable callbacks and slots, so that the shell's memoised parts skip the renders that do not concern them.
  const go = useCallback(
    (page: string) => {
      setMobileMenuOpen(false);
      navigate(page);
    },
    [navigate],
  );
  const signOut = useCallback(() => session.send({ type: 'session.sign_out' }), [session]);
  const scrollTop = useCallback(() => window.scrollTo({ top: 0, behavior: 'smooth' }), []);
  const switchSlot = useMemo(() => <OpenSwitchSlot variant="compact" />, []);

  const shell = (
    <>
      <ShellLayout
        menu={{
          sections,
          activePath: location,
          ...asideProps,
          onNavigate: go,
        }}
        topBar={{
          fullname: user?.fullname ?? '',
          picture: user?.pic ?? null,
          companyName: company?.name ?? null,
          onSignOut: signOut,
          switchSlot,
        }}
        subHeader={{
          title: override?.title ?? heading.title,
          breadcrumbs: override?.crumbs ?? heading.crumbs,
          showScrollTop: scrolled,
          onScrollTop: scrollTop,
          onNavigate: go,
        }}
        footerTitle={style?.footerTitle || LL.APP.NAME()}
        progress={progressAt}
        logoSrc={style?.logo || undefined}
        mobileMenuOpen={mobileMenuOpen}
        onMobileMenuOpenChange={setMobileMenuOpen}
        quickPanelOpen={quickPanelOpen}
        onQuickPanelOpenChange={setQuickPanelOpen}
      >
        <PageHeaderContext.Provider value={setOverride}>
          {/* PageReady commits with the page, so only once a lazy page's code has arrived. */}
          {/* Whatever the page throws stays inside it: the shell and the menu keep working. */}
          <PageErrorBoundary onShown={pageReady}>
            <Suspense fallback={<PageLoading message={LL.SHELL.LAYOUT.PLEASE_WAIT()} />}>
              {children}
              <PageReady key={`ready:${location}`} onReady={pageReady} />
            </Suspense>
          </PageErrorBoundary>
        </PageHeaderContext.Provider>
      </ShellLayout>
      {/* The hidden audio area and, for company users, the new-order alert (seed 001 section 4). */}
      <NewOrderAlert companyId={company?._id ?? null} companyType={companyType} />
    </>
  );
  // The establishment switch belongs to company users (seed 001 section 2.4).
  return company ? <OpenSwitchProvider>{shell}</OpenSwitchProvider> : shell;
}

function PageLoading({ message }: { message: string }) {
  return (
    <Flex justify="center" align="center" gap="3" py="16" color="fg.muted" role="status" data-state="page-loading">
      <Spinner size="md" />
      <Text>{message}</Text>
    </Flex>
  );
}
