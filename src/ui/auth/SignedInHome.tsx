import { useId } from 'react';
import { Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/I18nProvider';
import { BrandBar, type BrandBarProps } from './BrandBar';

/** Props of {@link SignedInHome}. */
export interface SignedInHomeProps extends BrandBarProps {
  /** The signed-in user's full name. */
  fullname: string;
  /** The main company's name; null or absent says no company is linked. */
  companyName?: string | null | undefined;
  /** True while the sign-out is on its way: the button shows its loading state. */
  signingOut?: boolean | undefined;
  /** Raised by the sign-out button. */
  onSignOut: () => void;
}

/** A minimal signed-in page until the shell exists: who is signed in, for which company, and sign-out. */
export function SignedInHome({ fullname, companyName, signingOut = false, onSignOut, logoSrc, productName, onLanguageChange }: SignedInHomeProps) {
  const { LL } = useI18n();
  const titleId = useId();
  return (
    <Flex direction="column" minH="100dvh" data-state={signingOut ? 'signing-out' : 'signed-in'}>
      <BrandBar logoSrc={logoSrc} productName={productName} onLanguageChange={onLanguageChange} />
      <Flex as="main" aria-labelledby={titleId} flex="1" align="center" justify="center" px="4" py="10">
        <Card.Root variant="elevated" size="lg" w="full" maxW="md">
          <Card.Body gap="3">
            <Heading as="h1" id={titleId} size="2xl">
              {LL.HOME.TITLE()}
            </Heading>
            <Text fontSize="lg">{LL.HOME.SIGNED_IN_AS({ fullname })}</Text>
            <Text color="fg.muted">{companyName ? LL.HOME.COMPANY({ name: companyName }) : LL.HOME.NO_COMPANY()}</Text>
          </Card.Body>
          <Card.Footer justifyContent="flex-end">
            <Button colorPalette="brand" variant="outline" loading={signingOut} loadingText={LL.AUTH.GENERAL.LOADING()} onClick={onSignOut}>
              {LL.HOME.SIGN_OUT()}
            </Button>
          </Card.Footer>
        </Card.Root>
      </Flex>
    </Flex>
  );
}
