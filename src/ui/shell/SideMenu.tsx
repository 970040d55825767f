import type { MouseEvent } from 'react';
import { Box, Collapsible, Flex, IconButton, Image, Text, chakra } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { Icon } from './Icon';

/** Width of the expanded aside (and of the minimized one opened by hover). */
export const ASIDE_WIDTH = '265px';
/** Width of the minimized aside: icons only. */
export const ASIDE_MINIMIZED_WIDTH = '72px';

/** Colours of the dark aside and brand (seed 001 section 9: "dark brand and aside"). */
export const ASIDE_COLORS = { bg: '#1e1e2d', brandBg: '#1a1a27', text: '#a2a3b7', heading: '#8b8dab', hover: '#27273a' } as const;

/** A page of a submenu. */
export interface SideMenuChild {
  page: string;
  title: string;
  icon: string;
}

/** A menu entry: a page, or a group when it has children. */
export interface SideMenuEntry extends SideMenuChild {
  children?: SideMenuChild[];
}

/** A section of the menu, under its heading (null: no heading, as for the start entry). */
export interface SideMenuSection {
  heading: string | null;
  entries: SideMenuEntry[];
}

/** How the aside shows: full width, icons only, or minimized but opened over the content by hover. */
export type SideMenuState = 'expanded' | 'minimized' | 'minimized-open';

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  /** The visible menu, already filtered by permission and translated. */
  sections: SideMenuSection[];
  /** The current path: its entry carries `aria-current="page"`, its group opens. */
  activePath: string;
  state: SideMenuState;
  /** Raised with the entry's page when it is followed without a modifier key. */
  onNavigate: (page: string) => void;
  /** Raised by the minimize toggle. */
  onToggleMinimize: () => void;
  /** The pointer entered the aside. */
  onHoverStart: () => void;
  /** The pointer left the aside. */
  onHoverEnd: () => void;
  /** The logo of the brand area (stored settings). */
  logoSrc?: string | undefined;
  /** The product name beside the logo; `APP.NAME` by default. */
  productName?: string | undefined;
  /** False in the mobile drawer, where minimizing makes no sense. */
  showToggle?: boolean | undefined;
}

function isActive(page: string, activePath: string): boolean {
  return page === activePath;
}

function contains(entry: SideMenuEntry, activePath: string): boolean {
  return (entry.children ?? []).some((child) => isActive(child.page, activePath));
}

/** Lets the browser handle modified clicks (new tab, new window); plain ones go to `onNavigate`. */
function follow(page: string, onNavigate: (page: string) => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(page);
  };
}

const entryStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  minH: '11',
  px: '6',
  py: '2',
  color: ASIDE_COLORS.text,
  textStyle: 'sm',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background 0.15s',
  _hover: { bg: ASIDE_COLORS.hover, color: 'white' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.400', outlineOffset: '-2px' },
  '&[aria-current=page]': { bg: ASIDE_COLORS.hover, color: 'white', '& [data-icon]': { color: 'brand.400' } },
} as const;

/**
 * The dark side menu: brand area with the minimize toggle, then sections with headings and entries
 * (icon and title); an entry with children is a collapsible group. The root carries
 * `data-state` (`expanded`, `minimized`, `minimized-open`); minimized, only icons show.
 */
export function SideMenu({
  sections,
  activePath,
  state,
  onNavigate,
  onToggleMinimize,
  onHoverStart,
  onHoverEnd,
  logoSrc = '/favicon.svg',
  productName,
  showToggle = true,
}: SideMenuProps) {
  const { LL } = useI18n();
  const compact = state === 'minimized';
  const label = (text: string) => (compact ? <chakra.span srOnly>{text}</chakra.span> : <chakra.span flex="1" truncate>{text}</chakra.span>);
  return (
    <Flex
      direction="column"
      h="full"
      maxH="100vh"
      w={compact ? ASIDE_MINIMIZED_WIDTH : ASIDE_WIDTH}
      bg={ASIDE_COLORS.bg}
      transition="width 0.2s ease"
      overflow="hidden"
      data-state={state}
      onMouseEnter={onHoverStart}
      onMouseLeave={onHoverEnd}
    >
      <Flex
        align="center"
        justify={compact ? 'center' : 'space-between'}
        gap="2"
        h="16"
        flexShrink={0}
        px={compact ? '2' : '6'}
        bg={ASIDE_COLORS.brandBg}
        data-part="brand"
      >
        {!compact && (
          <Flex align="center" gap="2" minW="0">
            <Image src={logoSrc} alt="" boxSize="8" />
            <Text color="white" fontWeight="semibold" textStyle="sm" truncate>
              {productName ?? LL.APP.NAME()}
            </Text>
          </Flex>
        )}
        {showToggle && (
          <IconButton
            size="sm"
            variant="ghost"
            color={ASIDE_COLORS.text}
            _hover={{ bg: ASIDE_COLORS.hover, color: 'white' }}
            aria-label={state === 'expanded' ? LL.SHELL.MINIMIZE_MENU() : LL.SHELL.EXPAND_MENU()}
            aria-pressed={state !== 'expanded'}
            onClick={onToggleMinimize}
            data-part="toggle"
          >
            <Icon name={state === 'expanded' ? 'chevronLeft' : 'chevronRight'} />
          </IconButton>
        )}
      </Flex>
      <Box as="nav" aria-label={LL.SHELL.MENU_LABEL()} flex="1" overflowY="auto" overflowX="hidden" py="3">
        {sections.map((section, index) => (
          <Box key={section.heading ?? `section-${index}`} as="ul" listStyleType="none" m="0" p="0">
            {section.heading !== null &&
              (compact ? (
                <Box as="li" aria-hidden="true" mx="6" my="3" borderTopWidth="1px" borderColor={ASIDE_COLORS.hover} />
              ) : (
                <Box as="li" px="6" pt="5" pb="2">
                  <Text as="h2" textStyle="xs" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color={ASIDE_COLORS.heading}>
                    {section.heading}
                  </Text>
                </Box>
              ))}
            {section.entries.map((entry) =>
              entry.children && entry.children.length > 0 ? (
                <Box as="li" key={entry.page}>
                  <Collapsible.Root lazyMount defaultOpen={contains(entry, activePath)} data-active={contains(entry, activePath) || undefined}>
                    <Collapsible.Trigger asChild>
                      <chakra.button
                        type="button"
                        {...entryStyle}
                        justifyContent={compact ? 'center' : undefined}
                        px={compact ? '0' : '6'}
                        css={{ '&[data-state=open] [data-part=chevron]': { transform: 'rotate(180deg)' } }} title={compact ? entry.title : undefined}>
                        <Icon name={entry.icon} color={contains(entry, activePath) ? 'brand.400' : undefined} />
                        {label(entry.title)}
                        {!compact && <Icon name="chevronDown" size="0.9rem" data-part="chevron" transition="transform 0.2s" />}
                      </chakra.button>
                    </Collapsible.Trigger>
                    <Collapsible.Content hidden={compact || undefined}>
                      <Box as="ul" listStyleType="none" m="0" p="0" pb="1">
                        {entry.children.map((child) => (
                          <li key={child.page}>
                            <chakra.a
                              href={child.page}
                              {...entryStyle}
                              ps="12"
                              minH="10"
                              aria-current={isActive(child.page, activePath) ? 'page' : undefined}
                              onClick={follow(child.page, onNavigate)}
                            >
                              <Icon name={child.icon} size="1rem" />
                              {label(child.title)}
                            </chakra.a>
                          </li>
                        ))}
                      </Box>
                    </Collapsible.Content>
                  </Collapsible.Root>
                </Box>
              ) : (
                <Box as="li" key={entry.page}>
                  <chakra.a
                    href={entry.page}
                    {...entryStyle}
                    justifyContent={compact ? 'center' : undefined}
                    px={compact ? '0' : '6'}
                    title={compact ? entry.title : undefined}
                    aria-current={isActive(entry.page, activePath) ? 'page' : undefined}
                    onClick={follow(entry.page, onNavigate)}
                  >
                    <Icon name={entry.icon} />
                    {label(entry.title)}
                  </chakra.a>
                </Box>
              ),
            )}
          </Box>
        ))}
      </Box>
    </Flex>
  );
}
