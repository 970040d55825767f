import { memo, useCallback, type ReactNode } from 'react';
import { Box, CloseButton, Drawer, Flex, IconButton, Image, Portal, Text, chakra, useBreakpointValue } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { Footer } from './Footer';
import { Icon } from './Icon';
import { ProgressBar } from './ProgressBar';
import { QuickPanel } from './QuickPanel';
import { ASIDE_COLORS, ASIDE_MINIMIZED_WIDTH, ASIDE_WIDTH, SideMenu, type SideMenuProps } from './SideMenu';
import { SubHeader, type SubHeaderProps } from './SubHeader';
import { TopBar, type TopBarProps } from './TopBar';

// The shell's parts re-render only when their own props change: a progress step, a scroll or a
// page's header does not rebuild the menu's hundred entries (Chakra styles each element as it renders).
const ShellSideMenu = memo(SideMenu);
const ShellTopBar = memo(TopBar);
const ShellSubHeader = memo(SubHeader);
const ShellFooter = memo(Footer);
const ShellQuickPanel = memo(QuickPanel);

/** Props of {@link ShellLayout}. */
export interface ShellLayoutProps {
  /** The side menu (fixed on the left from `lg` up; a drawer below). */
  menu: Omit<SideMenuProps, 'logoSrc' | 'productName' | 'showToggle'>;
  /** The top bar; its quick panel button opens the {@link QuickPanel}. */
  topBar: Omit<TopBarProps, 'onOpenQuickPanel'>;
  subHeader: SubHeaderProps;
  /** The footer title (stored settings). */
  footerTitle: string;
  /** The route progress (`progressMachine`); null hides the bar. */
  progress: number | null;
  /** The logo of the brand area and the mobile header (stored settings). */
  logoSrc?: string | undefined;
  /** The product name beside the logo; `APP.NAME` by default. */
  productName?: string | undefined;
  /** Below `lg`: whether the menu drawer is open. */
  mobileMenuOpen: boolean;
  /** Raised by the mobile menu button (true) and by the drawer closing (false). */
  onMobileMenuOpenChange: (open: boolean) => void;
  quickPanelOpen: boolean;
  onQuickPanelOpenChange: (open: boolean) => void;
  /** The routed page. */
  children: ReactNode;
}

/**
 * The page shell of seed 001 section 2.3: progress bar, dark aside (fixed, minimizable), the light
 * fixed top bar, sub-header, content and footer, and the quick panel. Below `lg` a dark mobile
 * header with the logo and a menu button replaces the aside, which opens as a drawer.
 * The root carries `data-state` = the aside state.
 */
export function ShellLayout({
  menu,
  topBar,
  subHeader,
  footerTitle,
  progress,
  logoSrc = '/favicon.svg',
  productName,
  mobileMenuOpen,
  onMobileMenuOpenChange,
  quickPanelOpen,
  onQuickPanelOpenChange,
  children,
}: ShellLayoutProps) {
  const { LL } = useI18n();
  const name = productName ?? LL.APP.NAME();
  // The drawer is the phone's menu: on a wide screen (a phone turned, a window widened) it is closed,
  // or it would keep the page hidden from assistive technology behind a drawer nobody sees.
  const phone = useBreakpointValue({ base: true, lg: false }, { ssr: false }) ?? false;
  // The hover-opened aside floats over the content, which keeps the minimized margin.
  const margin = menu.state === 'expanded' ? ASIDE_WIDTH : ASIDE_MINIMIZED_WIDTH;
  const openQuickPanel = useCallback(() => onQuickPanelOpenChange(true), [onQuickPanelOpenChange]);
  return (
    <Box minH="100dvh" bg="bg.subtle" data-state={menu.state}>
      <chakra.a
        href="#shell-content"
        srOnly
        _focus={{ srOnly: false, position: 'fixed', top: '2', left: '2', zIndex: 'skipLink', bg: 'bg', p: '2', borderRadius: 'l2' }}
      >
        {LL.SHELL.LAYOUT.SKIP_TO_CONTENT()}
      </chakra.a>
      <ProgressBar value={progress} />
      <Box as="aside" hideBelow="lg" position="fixed" top="0" bottom="0" left="0" zIndex="overlay" boxShadow={menu.state === 'minimized-open' ? 'xl' : undefined}>
        <ShellSideMenu {...menu} logoSrc={logoSrc} productName={name} />
      </Box>
      <Flex
        hideFrom="lg"
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        align="center"
        justify="space-between"
        h="14"
        px="4"
        bg={ASIDE_COLORS.brandBg}
        data-part="mobile-header"
      >
        <Flex align="center" gap="2" minW="0">
          <Image src={logoSrc} alt="" boxSize="8" />
          <Text color="white" fontWeight="semibold" truncate>
            {name}
          </Text>
        </Flex>
        <IconButton
          variant="ghost"
          color={ASIDE_COLORS.text}
          _hover={{ bg: ASIDE_COLORS.hover, color: 'white' }}
          aria-label={LL.SHELL.OPEN_MENU()}
          aria-expanded={mobileMenuOpen}
          onClick={() => onMobileMenuOpenChange(true)}
        >
          <Icon name="menu" />
        </IconButton>
      </Flex>
      <Drawer.Root open={mobileMenuOpen && phone} onOpenChange={(details) => onMobileMenuOpenChange(details.open)} placement="start">
        <Portal>
          <Drawer.Backdrop hideFrom="lg" />
          <Drawer.Positioner hideFrom="lg">
            <Drawer.Content maxW={ASIDE_WIDTH} bg={ASIDE_COLORS.bg}>
              <SideMenu {...menu} state="expanded" logoSrc={logoSrc} productName={name} showToggle={false} />
              <Drawer.CloseTrigger asChild top="3" insetEnd="3">
                <CloseButton size="sm" color={ASIDE_COLORS.text} aria-label={LL.SHELL.CLOSE_MENU()} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <Flex direction="column" minH={{ base: 'calc(100dvh - 3.5rem)', lg: '100dvh' }} ms={{ lg: margin }} transition="margin 0.2s ease">
        <Box position="sticky" top={{ base: '14', lg: '0' }} zIndex="docked">
          <ShellTopBar {...topBar} onOpenQuickPanel={openQuickPanel} />
        </Box>
        <ShellSubHeader {...subHeader} />
        <Box as="main" id="shell-content" tabIndex={-1} outline="none" flex="1" px={{ base: '4', md: '6' }} py="6">
          {children}
        </Box>
        <ShellFooter title={footerTitle} />
      </Flex>
      <ShellQuickPanel open={quickPanelOpen} onOpenChange={onQuickPanelOpenChange} />
    </Box>
  );
}
