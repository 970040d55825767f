import type { ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { BrandBar } from '../auth/BrandBar';

/** Props of {@link PublicLayout}. */
export interface PublicLayoutProps {
  /** The name in the top bar: the application's, once known; the product's otherwise. */
  productName?: string | undefined;
  children: ReactNode;
}

/**
 * The blank layout of the pages anyone may open (privacy terms, account deletion, print notices):
 * the brand bar with the language switch, and the page in a card; no menu, no sign-in.
 */
export function PublicLayout({ productName, children }: PublicLayoutProps) {
  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle" data-part="public-layout">
      <BrandBar productName={productName} />
      <Flex as="main" flex="1" justify="center" px={{ base: '3', md: '6' }} pb="10">
        <Box w="full" maxW="3xl" bg="bg" borderWidth="1px" borderRadius="l3" p={{ base: '5', md: '10' }} alignSelf="flex-start">
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
