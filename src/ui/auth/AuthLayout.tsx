import type { ReactNode } from 'react';
import { Box, Flex, Image, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { BrandBar, type BrandBarProps } from './BrandBar';

/** The login background used until stored settings name another (and when they never answer). */
export const DEFAULT_AUTH_BACKGROUND_URL = '/auth-background.svg';

/** Props of {@link AuthLayout}. */
export interface AuthLayoutProps extends BrandBarProps {
  /** The background image of the page's side panel (stored settings); the shipped illustration by default. */
  backgroundUrl?: string | undefined;
  /** The footer's title (stored settings); the product name by default. */
  footerTitle?: string | undefined;
  /** The form of the page. */
  children: ReactNode;
}

/**
 * The split page of the authentication area: the background image on one side (from `lg` up),
 * and on the other the brand bar with the language switch, the form inside `main`, and the footer.
 */
export function AuthLayout({ backgroundUrl = DEFAULT_AUTH_BACKGROUND_URL, footerTitle, logoSrc, productName, onLanguageChange, children }: AuthLayoutProps) {
  const { LL } = useI18n();
  return (
    <Flex minH="100dvh" bg="bg" data-state="auth-layout">
      <Box
        as="aside"
        hideBelow="lg"
        position="relative"
        flex="0 0 auto"
        w={{ lg: '42%', xl: '45%' }}
        bg="brand.subtle"
        overflow="hidden"
      >
        <Image
          src={backgroundUrl}
          alt=""
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          objectPosition="center bottom"
          data-part="background"
        />
        {/* A light veil keeps the text readable on any stored image, not only the shipped light sky. */}
        <Box position="absolute" top="10" left="10" maxW="sm" px="5" py="4" borderRadius="l3" bg="rgba(255, 246, 237, 0.85)">
          <Text color="brand.900" fontSize="2xl" fontWeight="semibold" lineHeight="short">
            {LL.APP.TAGLINE()}
          </Text>
        </Box>
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <BrandBar logoSrc={logoSrc} productName={productName} onLanguageChange={onLanguageChange} />
        <Flex as="main" flex="1" align="center" justify="center" px={{ base: '4', md: '8' }} py="10">
          {children}
        </Flex>
        <Box as="footer" px={{ base: '4', md: '8' }} py="4" textAlign="center">
          <Text textStyle="sm" color="fg.muted">
            {footerTitle ?? productName ?? LL.APP.NAME()}
          </Text>
        </Box>
      </Flex>
    </Flex>
  );
}
