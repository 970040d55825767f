import type { ReactNode } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { ListIcon } from './ListIcon';

/** Props of {@link ListCard}. */
export interface ListCardProps {
  /** The list's title, a level-2 heading. */
  title: string;
  /** The create button's text; no button without it. */
  newLabel?: string | undefined;
  onNew?: (() => void) | undefined;
  /** Set as `data-part` on the card (tests and styles find the list by it). */
  part: string;
  /** The table, and the list's dialogs. */
  children: ReactNode;
}

/** The card every list screen sits in: the title with the create button, then the table. */
export function ListCard({ title, newLabel, onNew, part, children }: ListCardProps) {
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="l3" data-part={part}>
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" px={{ base: '4', md: '6' }} py="4" borderBottomWidth="1px">
        <Text as="h2" textStyle="lg" fontWeight="semibold">
          {title}
        </Text>
        {newLabel !== undefined && onNew !== undefined && (
          <Button colorPalette="brand" onClick={onNew}>
            <ListIcon name="plus" />
            {newLabel}
          </Button>
        )}
      </Flex>
      <Box px={{ base: '4', md: '6' }} py="4">
        {children}
      </Box>
    </Box>
  );
}
