import type { MouseEvent } from 'react';
import { Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';

/** Props of {@link NotFoundPlaceholder}. */
export interface NotFoundPlaceholderProps {
  /** The heading ("Página não encontrada"). */
  title: string;
  /** The explanation, naming the path that was asked for. */
  message: string;
  /** The text of the way back. */
  backLabel: string;
  /** Where the way back leads; a real href, so it also opens in a new tab. */
  backHref: string;
  /** Raised on a plain left click of the way back, for in-app navigation. */
  onBack: () => void;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A page for paths the app does not know, with a link back, until the error pages arrive. */
export function NotFoundPlaceholder({ title, message, backLabel, backHref, onBack }: NotFoundPlaceholderProps) {
  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" px="4" data-state="not-found">
      <Stack gap="4" textAlign="center" maxW="lg">
        <Text fontSize="6xl" fontWeight="bold" color="brand.fg" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{message}</Text>
        <Link
          href={backHref}
          colorPalette="brand"
          color="colorPalette.fg"
          fontWeight="medium"
          alignSelf="center"
          onClick={(event) => {
            if (!isPlainLeftClick(event)) return;
            event.preventDefault();
            onBack();
          }}
        >
          {backLabel}
        </Link>
      </Stack>
    </Flex>
  );
}
