import type { HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SvgIcon } from '../svgIcon';

// Simple stroked shapes on a 24×24 grid, drawn for this project (no icon package is installed).
const SHAPES = {
  dashboard: (
    <>
      <rect x="3" y="3" width="8" height="10" rx="1.5" />
      <rect x="13" y="3" width="8" height="6" rx="1.5" />
      <rect x="13" y="11" width="8" height="10" rx="1.5" />
      <rect x="3" y="15" width="8" height="6" rx="1.5" />
    </>
  ),
  company: (
    <>
      <path d="M4 21V5l8-2v18M12 9l8 2.5V21M2 21h20" />
      <path d="M7 8h2M7 12h2M7 16h2M15 14h2M15 17.5h2" />
    </>
  ),
  delivery: (
    <>
      <path d="M2 6h11v10H2zM13 10h4.5l3.5 3.5V16h-8z" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
  chat: <path d="M4 5h16v11H9l-5 4z M8 9.5h8M8 12.5h5" />,
  report: (
    <>
      <path d="M4 20V4M4 20h16" />
      <path d="M8 16v-5M12 16V8M16 16v-3M20 16V6" />
    </>
  ),
  finance: (
    <>
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 9.5v5M18 9.5v5" />
    </>
  ),
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5" />
      <path d="M16 4.8a3.2 3.2 0 0 1 0 6.4M18 14.8c2 .7 3.2 2.5 3.5 5.2" />
    </>
  ),
  lock: (
    <>
      <rect x="4" y="10.5" width="16" height="10.5" rx="2" />
      <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5M12 14.5v3" />
    </>
  ),
  tools: <path d="M14.5 4.5a4 4 0 0 0 5 5L21 11l-9.5 9.5a2.1 2.1 0 0 1-3-3L18 8l-1.5-1.5a4 4 0 0 0-2-2z M3 3l5 5M6 3L3 6" />,
  help: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M9.3 9.3a2.8 2.8 0 1 1 3.9 2.6c-.8.4-1.2 1-1.2 1.9v.7M12 17.2v.3" />
    </>
  ),
  store: (
    <>
      <path d="M3 9l1.5-5h15L21 9a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" />
      <path d="M4.5 11.5V20h15v-8.5M10 20v-5h4v5" />
    </>
  ),
  food: <path d="M7 3v7a2 2 0 0 0 4 0V3M9 10v11M17 21V3c-2 1.5-3 4-3 7v3h3" />,
  cart: (
    <>
      <path d="M2 3h3l2.5 12h11L21 7H6.2" />
      <circle cx="9" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </>
  ),
  palette: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.4 0 2-.9 2-1.8 0-1.6-1.4-2-1.4-3.3 0-1 .8-1.9 1.9-1.9H17a4 4 0 0 0 4-4C21 6.3 17 3 12 3z" />
      <circle cx="7.5" cy="11" r="1" />
      <circle cx="10" cy="7" r="1" />
      <circle cx="15" cy="7.2" r="1" />
    </>
  ),
  mobile: (
    <>
      <rect x="6" y="2" width="12" height="20" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  megaphone: <path d="M3 10v4h3l9 5V5L6 10zM6 14l1.5 6h2.5L9 15M18 9.5a3 3 0 0 1 0 5" />,
  handshake: <path d="M2 11l4-4 4 2 3-2 3 1 6 3M2 11l7 7a1.5 1.5 0 0 0 2-2M9 18l1 1a1.5 1.5 0 0 0 2-2M12 17l.5.5a1.5 1.5 0 0 0 2-2M14.5 15.5a1.5 1.5 0 0 0 2-2L13 10M22 10l-4 5" />,
  box: <path d="M12 2.5l8.5 4.5v10L12 21.5 3.5 17V7zM3.5 7L12 11.5 20.5 7M12 11.5v10M7.8 4.8l8.5 4.6" />,
  file: <path d="M6 2.5h8l5 5V21.5H6zM14 2.5v5h5M9 13h7M9 17h5" />,
  map: <path d="M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3zM9 3v15M15 6v15" />,
  chart: (
    <>
      <path d="M12 3a9 9 0 1 0 9 9h-9z" />
      <path d="M15 3.5A8.5 8.5 0 0 1 20.5 9H15z" />
    </>
  ),
  image: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="9.5" r="1.8" />
      <path d="M21 16l-5-5-9 9" />
    </>
  ),
  link: <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />,
  money: (
    <>
      <path d="M12 2v20" />
      <path d="M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6" />
    </>
  ),
  school: (
    <>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6" />
    </>
  ),
  share: (
    <>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
    </>
  ),
  menu: <path d="M3 6h18M3 12h18M3 18h18" />,
  chevronLeft: <path d="M15 5l-7 7 7 7" />,
  chevronRight: <path d="M9 5l7 7-7 7" />,
  chevronDown: <path d="M5 9l7 7 7-7" />,
  arrowUp: <path d="M12 20V5M5 11.5l7-7 7 7" />,
  close: <path d="M5 5l14 14M19 5L5 19" />,
  bell: <path d="M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4" />,
  logout: <path d="M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10" />,
  dot: <circle cx="12" cy="12" r="3" fill="currentColor" />,
} satisfies Record<string, ReactNode>;

/** The name of an icon {@link Icon} can draw. */
export type IconName = keyof typeof SHAPES;

/** True when {@link Icon} can draw `name` (menu entries carry their icon as a string). */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(SHAPES, name);
}

/** Props of {@link Icon}. */
export interface IconProps extends Omit<HTMLChakraProps<'svg'>, 'children' | 'name'> {
  /** The icon to draw; an unknown name draws a dot, so a new menu entry never breaks the menu. */
  name: string;
  /** Width and height (a Chakra size token or CSS length); `1.25rem` by default. */
  size?: HTMLChakraProps<'svg'>['boxSize'];
}

/** A decorative inline SVG icon (hidden from assistive technology: label its button instead). */
export function Icon({ name, size = '1.25rem', ...rest }: IconProps) {
  return <SvgIcon name={name} shape={isIconName(name) ? SHAPES[name] : SHAPES.dot} size={size} {...rest} />;
}
