import type { HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SvgIcon } from '../svgIcon';

// The list's own shapes, drawn like the shell's icons (24×24, stroked) and kept here so the
// shell's set stays the menu's.
const SHAPES = {
  edit: <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4" />,
  view: (
    <>
      <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  delete: <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </>
  ),
  first: <path d="M6 5v14M18 5l-7 7 7 7" />,
  previous: <path d="M15 5l-7 7 7 7" />,
  next: <path d="M9 5l7 7-7 7" />,
  last: <path d="M18 5v14M6 5l7 7-7 7" />,
  sortNone: <path d="M8 9.5l4-4 4 4M8 14.5l4 4 4-4" />,
  sortAsc: <path d="M7 14l5-5 5 5" />,
  sortDesc: <path d="M7 10l5 5 5-5" />,
  chevronDown: <path d="M5 9l7 7 7-7" />,
  back: <path d="M10 6l-6 6 6 6M4 12h16" />,
  plus: <path d="M12 5v14M5 12h14" />,
  list: <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />,
  lock: (
    <>
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>
  ),
} satisfies Record<string, ReactNode>;

/** The name of a shape {@link ListIcon} draws. */
export type ListIconName = keyof typeof SHAPES;

/** Props of {@link ListIcon}. */
export interface ListIconProps extends Omit<HTMLChakraProps<'svg'>, 'children' | 'name'> {
  name: ListIconName;
  size?: HTMLChakraProps<'svg'>['boxSize'];
}

/** A decorative icon of the lists and forms (hidden from assistive technology: label its button). */
export function ListIcon({ name, size = '1.1rem', ...rest }: ListIconProps) {
  return <SvgIcon name={name} shape={SHAPES[name]} size={size} {...rest} />;
}
