import { Box, Text } from '@chakra-ui/react';

/** A company screen with nothing to show (no company to edit), saying why. */
export function EmptyNotice({ text }: { text: string }) {
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="l3" px="6" py="10" textAlign="center" data-part="empty-notice">
      <Text color="fg.muted">{text}</Text>
    </Box>
  );
}
