import { useId } from 'react';
import { Badge, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';

/** The mail area's page body, inside the shell: its only content is a "coming soon" notice (seed 000 section 2). */
export function MailComingSoon() {
  const { LL } = useI18n();
  const titleId = useId();
  return (
    <Flex as="section" aria-labelledby={titleId} align="center" justify="center" py="16" px="4" bg="bg" borderWidth="1px" borderRadius="l3" data-state="coming-soon">
      <Stack gap="3" align="center" textAlign="center" maxW="md">
        <Heading as="h2" id={titleId} size="2xl">
          {LL.MAIL.TITLE()}
        </Heading>
        <Badge colorPalette="brand" size="lg" variant="subtle" role="status">
          {LL.MAIL.COMING_SOON()}
        </Badge>
        <Text color="fg.muted">{LL.MAIL.COMING_SOON_DESC()}</Text>
      </Stack>
    </Flex>
  );
}
