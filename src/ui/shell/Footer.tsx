import { Box, Text } from '@chakra-ui/react';

/** Props of {@link Footer}. */
export interface FooterProps {
  /** The footer title (stored settings' `footerTitle`). */
  title: string;
}

/** The page footer with its configurable title. */
export function Footer({ title }: FooterProps) {
  return (
    <Box as="footer" px={{ base: '4', md: '6' }} py="4" bg="bg" borderTopWidth="1px">
      <Text textStyle="sm" color="fg.muted">
        {title}
      </Text>
    </Box>
  );
}
