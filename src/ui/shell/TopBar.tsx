import type { ReactNode } from 'react';
import { Box, Flex, IconButton, Image, Menu, Portal, Separator, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { isLanguage, type Language } from '../../i18n/language';
import { LanguageSwitch } from '../LanguageSwitch';
import { Icon } from './Icon';

/** The picture shown for a user without one, shipped in `public/`. */
export const DEFAULT_AVATAR_URL = '/avatar-default.svg';

const SIGN_OUT = 'sign-out';

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** The signed-in user's full name (`fullname`). */
  fullname: string;
  /** The user's picture (`pic`); null or absent shows {@link DEFAULT_AVATAR_URL}. */
  picture?: string | null | undefined;
  /** The main company's name (`company.name`); null or absent says no company is linked. */
  companyName?: string | null | undefined;
  /** Raised by the user menu's sign-out item. */
  onSignOut: () => void;
  /** Raised by the quick panel button. */
  onOpenQuickPanel: () => void;
  /** Raised with the language picked; by default the i18n provider's `setLanguage`. */
  onLanguageChange?: ((language: Language) => void) | undefined;
  /** Where the establishment open/closed switch goes (seed 001 section 2.4). */
  switchSlot?: ReactNode;
  /** Opens the user menu on the first render (stories, screenshots). */
  defaultUserMenuOpen?: boolean | undefined;
}

/**
 * The light top bar of the shell: the open/closed switch slot, the language switch, the quick
 * panel button and the user menu (picture, name, company, sign-out).
 */
export function TopBar({
  fullname,
  picture,
  companyName,
  onSignOut,
  onOpenQuickPanel,
  onLanguageChange,
  switchSlot,
  defaultUserMenuOpen = false,
}: TopBarProps) {
  const { LL, language, setLanguage } = useI18n();
  const src = picture ? picture : DEFAULT_AVATAR_URL;
  const company = companyName ? companyName : LL.SHELL.NO_COMPANY();
  return (
    <Flex
      as="header"
      align="center"
      justify="space-between"
      gap="4"
      h="16"
      px={{ base: '4', md: '6' }}
      bg="bg"
      borderBottomWidth="1px"
      data-state="top-bar"
    >
      <Box minW="0" data-part="switch-slot">
        {switchSlot}
      </Box>
      <Flex align="center" gap={{ base: '2', md: '4' }}>
        <Box hideBelow="md">
          <LanguageSwitch
            value={language}
            label={LL.LANGUAGE.LABEL()}
            optionLabels={{ ptBr: LL.LANGUAGE.PT_BR(), en: LL.LANGUAGE.EN() }}
            onChange={onLanguageChange ?? setLanguage}
          />
        </Box>
        <IconButton variant="ghost" size="sm" aria-label={LL.SHELL.QUICK_PANEL.OPEN()} onClick={onOpenQuickPanel}>
          <Icon name="bell" />
        </IconButton>
        <Menu.Root
          defaultOpen={defaultUserMenuOpen}
          // Fixed like the top bar it hangs from: a page scrolled under an open menu neither carries
          // the menu away nor makes it jump back under the pointer (a click would land beside "Sair").
          positioning={{ placement: 'bottom-end', strategy: 'fixed' }}
          onSelect={(details) => {
            if (details.value === SIGN_OUT) onSignOut();
          }}
        >
          <Menu.Trigger asChild>
            <Flex
              as="button"
              align="center"
              gap="2"
              px="2"
              py="1"
              borderRadius="l2"
              cursor="pointer"
              _hover={{ bg: 'bg.muted' }}
              aria-label={`${LL.SHELL.USER_MENU()}: ${fullname}`}
              data-part="user-menu-trigger"
            >
              <Text hideBelow="md" textStyle="sm" color="fg.muted">
                {fullname}
              </Text>
              <Image src={src} alt="" boxSize="9" borderRadius="full" objectFit="cover" bg="bg.muted" data-part="avatar" />
            </Flex>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="64" p="0" overflow="hidden">
                {/* A menu holds items and groups only: the user's card is the label of a group, its picture decorative beside the name. */}
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel display="flex" alignItems="center" gap="3" p="4" bg="brand.subtle" color="fg" textStyle="md" fontWeight="normal">
                    <Image src={src} alt="" boxSize="12" borderRadius="full" objectFit="cover" data-part="menu-avatar" />
                    <Box minW="0">
                      <Text as="span" display="block" fontWeight="semibold" truncate>
                        {fullname}
                      </Text>
                      <Text as="span" display="block" textStyle="sm" color="fg.muted" truncate>
                        {company}
                      </Text>
                    </Box>
                  </Menu.ItemGroupLabel>
                </Menu.ItemGroup>
                <Separator />
                {/* Below md the top bar has no room for the language switch: the menu offers it. */}
                <Box p="1" hideFrom="md" data-part="menu-language">
                  <Menu.RadioItemGroup
                    value={language}
                    onValueChange={(details) => {
                      if (isLanguage(details.value)) (onLanguageChange ?? setLanguage)(details.value);
                    }}
                  >
                    <Menu.ItemGroupLabel>{LL.LANGUAGE.LABEL()}</Menu.ItemGroupLabel>
                    <Menu.RadioItem value="ptBr">
                      {LL.LANGUAGE.PT_BR()}
                      <Menu.ItemIndicator />
                    </Menu.RadioItem>
                    <Menu.RadioItem value="en">
                      {LL.LANGUAGE.EN()}
                      <Menu.ItemIndicator />
                    </Menu.RadioItem>
                  </Menu.RadioItemGroup>
                  <Separator mt="1" />
                </Box>
                <Box p="1">
                  <Menu.Item value={SIGN_OUT} color="red.700" _dark={{ color: 'red.300' }}>
                    <Icon name="logout" size="1rem" />
                    {LL.SHELL.SIGN_OUT()}
                  </Menu.Item>
                </Box>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Flex>
    </Flex>
  );
}
