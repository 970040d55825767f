import { Flex, Image, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import type { Language } from '../../i18n/language';
import { LanguageSwitch } from '../LanguageSwitch';

/** The default logo, shipped in `public/`. */
export const DEFAULT_LOGO_URL = '/favicon.svg';

/** Props of {@link BrandBar}. */
export interface BrandBarProps {
  /** The logo (stored settings); decorative, since the product name is written beside it. */
  logoSrc?: string | undefined;
  /** The product name; by default `APP.NAME` of the language in use. */
  productName?: string | undefined;
  /** Raised with the language picked; by default the i18n provider's `setLanguage`. */
  onLanguageChange?: ((language: Language) => void) | undefined;
}

/** The top bar of the signed-out pages: logo and product name, and the language switch. */
export function BrandBar({ logoSrc = DEFAULT_LOGO_URL, productName, onLanguageChange }: BrandBarProps) {
  const { LL, language, setLanguage } = useI18n();
  return (
    <Flex as="header" align="center" justify="space-between" gap="4" wrap="wrap" px={{ base: '4', md: '8' }} py="4">
      <Flex align="center" gap="3">
        <Image src={logoSrc} alt="" boxSize="9" />
        <Text fontWeight="semibold" fontSize="lg" color="brand.fg">
          {productName ?? LL.APP.NAME()}
        </Text>
      </Flex>
      <LanguageSwitch
        value={language}
        label={LL.LANGUAGE.LABEL()}
        optionLabels={{ ptBr: LL.LANGUAGE.PT_BR(), en: LL.LANGUAGE.EN() }}
        onChange={onLanguageChange ?? setLanguage}
      />
    </Flex>
  );
}
