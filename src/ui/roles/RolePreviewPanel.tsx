import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { Icon } from '../shell/Icon';

/** A menu section the role would open, translated. */
export interface PreviewSectionView {
  heading: string | null;
  entries: { page: string; title: string; icon: string }[];
}

/** Props of {@link RolePreviewPanel}. */
export interface RolePreviewPanelProps {
  sections: PreviewSectionView[];
  /** How many permission-guarded routes the ticked permissions open. */
  routeCount: number;
}

/** Beside the checklist: the menu sections and routes the ticked permissions would open, updated as boxes change. */
export function RolePreviewPanel({ sections, routeCount }: RolePreviewPanelProps) {
  const { LL } = useI18n();
  return (
    // Sticky beside the checklist, scrolling on its own when long, so it stays in view as boxes far down are ticked;
    // it takes the focus so that the keyboard can scroll it too.
    <Box
      as="section"
      aria-label={LL.ROLES.PREVIEW_TITLE()}
      tabIndex={0}
      bg="bg.subtle"
      borderRadius="l2"
      p="4"
      position={{ md: 'sticky' }}
      top="0"
      maxH={{ md: 'calc(100vh - 20rem)' }}
      overflowY={{ md: 'auto' }}
      data-state={sections.length === 0 ? 'empty' : 'filled'}
    >
      <Heading as="h3" size="sm" mb="1">
        {LL.ROLES.PREVIEW_TITLE()}
      </Heading>
      {sections.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {LL.ROLES.PREVIEW_EMPTY()}
        </Text>
      ) : (
        <>
          <Text textStyle="sm" color="fg.muted" mb="3" aria-live="polite">
            {LL.ROLES.PREVIEW_ROUTES({ count: routeCount })}
          </Text>
          <Stack gap="3">
            {sections.map((section, index) => (
              <Box key={section.heading ?? `top-${index}`}>
                {section.heading && (
                  <Text textStyle="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb="1">
                    {section.heading}
                  </Text>
                )}
                <Stack as="ul" listStyleType="none" gap="1">
                  {section.entries.map((entry) => (
                    <Flex as="li" key={entry.page} align="center" gap="2" textStyle="sm">
                      <Box color="brand.fg">
                        <Icon name={entry.icon} size="1rem" />
                      </Box>
                      {entry.title}
                    </Flex>
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
          <Text textStyle="xs" color="fg.muted" mt="3">
            {LL.ROLES.PREVIEW_NOTE()}
          </Text>
        </>
      )}
    </Box>
  );
}
