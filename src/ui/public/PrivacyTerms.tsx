import { Alert, Box, Button, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import type { PrivacyTerms as PrivacyTermsData } from '../../contract/schema.gen';
import { termsParagraphs } from '../../domain/accountDeletion';
import { useI18n } from '../../i18n/context';
import { localeOf } from '../../i18n/language';

/** Where the privacy page stands: loading, shown, not found (404), or failed otherwise. */
export type PrivacyTermsStatus = 'loading' | 'ready' | 'notFound' | 'failed';

/** Props of {@link PrivacyTerms}. */
export interface PrivacyTermsProps {
  status: PrivacyTermsStatus;
  terms: PrivacyTermsData | null;
  /** Why loading failed, translated (not for a 404, which has its own notice). */
  errorMessage?: string | undefined;
  /** The application's account-deletion page. */
  deleteAccountHref: string;
  onRetry: () => void;
}

/**
 * The public privacy page (`user-privacy/{application}` and `.../{userType}`): the application's
 * terms for the user type (or its default ones), paragraph by paragraph, with when they were
 * updated and a link to ask for the account's deletion; a clear notice when there are none.
 */
export function PrivacyTerms({ status, terms, errorMessage, deleteAccountHref, onRetry }: PrivacyTermsProps) {
  const { LL, language } = useI18n();
  const T = LL.PUBLIC.PRIVACY;
  if (status === 'loading') {
    return (
      <HStack gap="3" py="12" justify="center" role="status" data-part="privacy-terms" data-state={status}>
        <Spinner size="sm" colorPalette="brand" />
        <Text>{T.LOADING()}</Text>
      </HStack>
    );
  }
  if (status === 'notFound') {
    return (
      <Stack gap="3" py="6" textAlign="center" align="center" data-part="privacy-terms" data-state={status}>
        <Heading as="h1" size="xl">
          {T.NOT_FOUND_TITLE()}
        </Heading>
        <Text color="fg.muted" maxW="lg">
          {T.NOT_FOUND()}
        </Text>
      </Stack>
    );
  }
  if (status === 'failed' || terms === null) {
    return (
      <Alert.Root status="error" role="alert" data-part="privacy-terms" data-state="failed">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{T.FAILED()}</Alert.Title>
          {errorMessage ? <Alert.Description>{errorMessage}</Alert.Description> : null}
        </Alert.Content>
        <Button size="sm" variant="outline" colorPalette="red" alignSelf="center" onClick={onRetry}>
          {T.RETRY()}
        </Button>
      </Alert.Root>
    );
  }
  const updated = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long' }).format(new Date(terms.updatedAt));
  return (
    <Stack as="article" gap="6" data-part="privacy-terms" data-state={status}>
      <Stack gap="1">
        <Text textStyle="sm" color="brand.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide">
          {T.TITLE()}
        </Text>
        <Heading as="h1" size="2xl">
          {T.OF({ application: terms.application.name })}
        </Heading>
        {terms.userType !== null ? <Text color="fg.muted">{T.FOR_TYPE({ userType: terms.userType })}</Text> : null}
        <Text textStyle="sm" color="fg.muted">
          {T.UPDATED({ date: updated })}
        </Text>
      </Stack>
      <Stack gap="4" lineHeight="tall">
        {termsParagraphs(terms.terms).map((paragraph, index) => (
          <Text key={index} whiteSpace="pre-line">
            {paragraph}
          </Text>
        ))}
      </Stack>
      <Box borderTopWidth="1px" pt="4">
        <Link href={deleteAccountHref} colorPalette="brand" fontWeight="medium">
          {T.DELETE_LINK()}
        </Link>
      </Box>
    </Stack>
  );
}
