import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Props of {@link SvgIcon}. */
export interface SvgIconProps extends Omit<HTMLChakraProps<'svg'>, 'children' | 'name'> {
  /** The icon's name, set as `data-icon` (styles and tests find icons by it). */
  name: string;
  /** The shape, drawn on a 24×24 grid with a 1.8 stroke. */
  shape: ReactNode;
  /** Width and height (a Chakra size token or CSS length). */
  size?: HTMLChakraProps<'svg'>['boxSize'];
}

/** The frame every icon of the app is drawn in: decorative, hidden from assistive technology (label its button instead). */
export function SvgIcon({ name, shape, size = '1.25rem', ...rest }: SvgIconProps) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      boxSize={size}
      flexShrink={0}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      {...rest}
    >
      {shape}
    </chakra.svg>
  );
}
