import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { Icon } from '../shell/Icon';

/** Which print page was opened. */
export type PrintKind = 'restaurant' | 'supermarket' | 'fiscal';

/** Props of {@link PrintNotice}. */
export interface PrintNoticeProps {
  kind: PrintKind;
  /** Where the link back goes (the dashboard). */
  homeHref: string;
}

/**
 * The print pages (`shopping-cart/restaurant/print`, `shopping-cart/supermarket/print` and
 * `.../print-fiscal`) on the blank layout: a clear notice that printing is not part of this release.
 */
export function PrintNotice({ kind, homeHref }: PrintNoticeProps) {
  const { LL } = useI18n();
  const T = LL.PUBLIC.PRINT;
  const page = kind === 'restaurant' ? T.RESTAURANT() : kind === 'supermarket' ? T.SUPERMARKET() : T.FISCAL();
  return (
    <Stack gap="4" align="center" textAlign="center" py="6" data-part="print-notice" data-state="not-in-release" data-kind={kind}>
      <Box p="4" borderRadius="full" bg="brand.subtle" color="brand.fg">
        <Icon name="file" size="2.5rem" />
      </Box>
      <Text textStyle="sm" color="fg.muted">
        {page}
      </Text>
      <Heading as="h1" size="xl">
        {T.TITLE()}
      </Heading>
      <Text color="fg.muted" maxW="lg">
        {T.DESCRIPTION()}
      </Text>
      <Button asChild colorPalette="brand" variant="outline">
        <a href={homeHref}>{T.HOME()}</a>
      </Button>
    </Stack>
  );
}
