import { Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { listErrorText, type ListFailure } from '../lists/listTypes';
import { Icon } from './Icon';

/** Props of {@link PageFailure}. */
export interface PageFailureProps {
  /** `refused`: the server refused the page's data (403); `crashed`: the page failed while being shown. */
  kind: 'refused' | 'crashed';
  /** The refused call (an ApiError fits), for the words its status gives. */
  failure?: ListFailure | null | undefined;
  /** Tries the page again. */
  onRetry: () => void;
  /** Goes back to the dashboard. */
  onHome: () => void;
}

/**
 * The body of a routed page that cannot be shown, inside the shell (the menu and the top bar
 * keep working): a refusal in words, or the error boundary's message, with Retry and the way
 * back to the dashboard.
 */
export function PageFailure({ kind, failure, onRetry, onHome }: PageFailureProps) {
  const { LL } = useI18n();
  const texts = LL.SHELL.PAGE_FAILURE;
  const refused = kind === 'refused';
  return (
    <Flex
      direction="column"
      align="center"
      textAlign="center"
      gap="4"
      py="16"
      px="6"
      bg="bg"
      borderRadius="l3"
      borderWidth="1px"
      role="alert"
      data-state={refused ? 'page-refused' : 'page-crashed'}
    >
      <Box p="4" borderRadius="full" bg={refused ? 'orange.subtle' : 'red.subtle'} color={refused ? 'orange.fg' : 'red.fg'}>
        <Icon name={refused ? 'lock' : 'tools'} size="2.5rem" />
      </Box>
      <Heading as="h2" size="xl">
        {refused ? texts.REFUSED_TITLE() : texts.CRASHED_TITLE()}
      </Heading>
      <Text color="fg.muted" maxW="lg">
        {refused ? texts.REFUSED_DESCRIPTION() : texts.CRASHED_DESCRIPTION()}
      </Text>
      {refused && failure ? (
        <Text color="fg.muted" textStyle="sm" maxW="lg">
          {listErrorText(LL, failure)}
        </Text>
      ) : null}
      <HStack gap="3" wrap="wrap" justify="center">
        <Button colorPalette="brand" onClick={onRetry}>
          {texts.RETRY()}
        </Button>
        <Button variant="outline" onClick={onHome}>
          {texts.BACK_HOME()}
        </Button>
      </HStack>
    </Flex>
  );
}
