import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { Icon } from './Icon';

/** Props of {@link ModuleNotInRelease}. */
export interface ModuleNotInReleaseProps {
  /** The module's title, translated (as in the menu); absent for a page outside the menu. */
  title?: string | undefined;
  /** The module's menu icon. */
  icon?: string | undefined;
}

/** The body of a page whose module is in the menu but not in this release. */
export function ModuleNotInRelease({ title, icon = 'box' }: ModuleNotInReleaseProps) {
  const { LL } = useI18n();
  return (
    <Flex direction="column" align="center" textAlign="center" gap="4" py="16" px="6" bg="bg" borderRadius="l3" borderWidth="1px" data-state="not-in-release">
      <Box p="4" borderRadius="full" bg="brand.subtle" color="brand.fg">
        <Icon name={icon} size="2.5rem" />
      </Box>
      <Heading as="h2" size="xl">
        {title === undefined ? LL.MODULE.PAGE_NOT_IN_RELEASE() : LL.MODULE.NOT_IN_RELEASE({ title })}
      </Heading>
      <Text color="fg.muted" maxW="lg">
        {LL.MODULE.NOT_IN_RELEASE_DESC()}
      </Text>
    </Flex>
  );
}
