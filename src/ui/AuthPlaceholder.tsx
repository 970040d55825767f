import { Card, Container, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import type { Language } from '../i18n/language';
import { LanguageSwitch } from './LanguageSwitch';

/** Props of {@link AuthPlaceholder}: every text comes translated from the route container. */
export interface AuthPlaceholderProps {
  /** The product name shown above the card ("Back-office Delivery"). */
  productName: string;
  /** The product logo beside the name; decorative, since the name is written next to it. */
  logoSrc?: string | undefined;
  /** The page heading ("Logar no sistema"). */
  title: string;
  /** A line under the heading saying the form is on its way. */
  message: string;
  /** The language in use. */
  language: Language;
  /** The caption of the language switch ("Idioma"). */
  languageLabel: string;
  /** The name of each language on the switch. */
  languageOptions: Record<Language, string>;
  /** Raised when the user picks another language. */
  onLanguageChange: (language: Language) => void;
}

/**
 * The sign-in page until the session work replaces it: product name, heading, a notice and the
 * language switch, centred on the page inside the `main` landmark.
 */
export function AuthPlaceholder({
  productName,
  logoSrc,
  title,
  message,
  language,
  languageLabel,
  languageOptions,
  onLanguageChange,
}: AuthPlaceholderProps) {
  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" py="12" px="4" data-state="placeholder">
      <Container maxW="md" px="0">
        <Stack gap="6">
          <Flex align="center" gap="3" justify="center">
            {logoSrc ? <Image src={logoSrc} alt="" boxSize="10" /> : null}
            <Text fontWeight="semibold" fontSize="xl" color="brand.fg">
              {productName}
            </Text>
          </Flex>
          <Card.Root variant="elevated" size="lg">
            <Card.Body gap="3">
              <Heading as="h1" size="2xl">
                {title}
              </Heading>
              <Text color="fg.muted">{message}</Text>
            </Card.Body>
            <Card.Footer justifyContent="flex-end">
              <LanguageSwitch
                value={language}
                label={languageLabel}
                optionLabels={languageOptions}
                onChange={onLanguageChange}
              />
            </Card.Footer>
          </Card.Root>
        </Stack>
      </Container>
    </Flex>
  );
}
