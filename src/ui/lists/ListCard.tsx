import { useId, type ReactNode } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { ListIcon } from './ListIcon';

/** `data-*` attributes a list sets on its card (what it is doing, for tests and styles). */
export type ListCardAttributes = { [attribute: `data-${string}`]: string | undefined };

/** Props of {@link ListCard}. */
export interface ListCardProps extends ListCardAttributes {
  /** The list's title, a level-2 heading. */
  title: string;
  /** A line under the title, saying what the list holds. */
  hint?: string | undefined;
  /** True: the card is a region (`section`) named by its title. */
  region?: boolean | undefined;
  /** The create button's text; no button without it. */
  newLabel?: string | undefined;
  onNew?: (() => void) | undefined;
  /** Set as `data-part` on the card (tests and styles find the list by it). */
  part: string;
  /** The table, and the list's dialogs. */
  children: ReactNode;
}

/** The card every list screen sits in: the title (and its hint) with the create button, then the table. */
export function ListCard({ title, hint, region = false, newLabel, onNew, part, children, ...attributes }: ListCardProps) {
  const titleId = useId();
  return (
    <Box
      as={region ? 'section' : 'div'}
      aria-labelledby={region ? titleId : undefined}
      bg="bg"
      borderWidth="1px"
      borderRadius="l3"
      data-part={part}
      {...attributes}
    >
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" px={{ base: '4', md: '6' }} py="4" borderBottomWidth="1px">
        <Box>
          <Text as="h2" id={region ? titleId : undefined} textStyle="lg" fontWeight="semibold">
            {title}
          </Text>
          {hint === undefined ? null : (
            <Text textStyle="sm" color="fg.muted">
              {hint}
            </Text>
          )}
        </Box>
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
