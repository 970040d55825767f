import { Flex, Image, Spinner, Stack, Text } from '@chakra-ui/react';

/** Props of {@link Splash}. */
export interface SplashProps {
  /** The waiting text ("Please wait..."), translated. */
  message: string;
  /** The logo shown above the spinner. */
  logoSrc?: string | undefined;
}

/** The whole-page splash shown while the app or the session loads. */
export function Splash({ message, logoSrc = '/favicon.svg' }: SplashProps) {
  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" data-state="loading" aria-busy="true">
      <Stack align="center" gap="4">
        <Image src={logoSrc} alt="" boxSize="12" />
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted" role="status">
          {message}
        </Text>
      </Stack>
    </Flex>
  );
}
