import { Box, CloseButton, Drawer, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { Icon } from './Icon';

/** Props of {@link QuickPanel}. */
export interface QuickPanelProps {
  open: boolean;
  /** Raised when the panel asks to open or close (close button, Escape, click outside). */
  onOpenChange: (open: boolean) => void;
}

// Seed 001 section 2.3 names only "demo content": fixed sample notices, no data source.
function demoNotices(LL: TranslationFunctions) {
  const q = LL.SHELL.QUICK_PANEL;
  return [
    { id: 'order', icon: 'cart', color: 'brand.fg', title: q.NOTICE_ORDER(), time: q.MINUTES_AGO({ minutes: 2 }) },
    { id: 'delivery', icon: 'delivery', color: 'green.fg', title: q.NOTICE_DELIVERY(), time: q.MINUTES_AGO({ minutes: 15 }) },
    { id: 'report', icon: 'report', color: 'blue.fg', title: q.NOTICE_REPORT(), time: q.HOURS_AGO({ hours: 1 }) },
    { id: 'ticket', icon: 'help', color: 'purple.fg', title: q.NOTICE_TICKET(), time: q.HOURS_AGO({ hours: 3 }) },
  ];
}

/** The slide-out quick panel on the right, with demo notices. */
export function QuickPanel({ open, onOpenChange }: QuickPanelProps) {
  const { LL } = useI18n();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{LL.SHELL.QUICK_PANEL.TITLE()}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Flex align="center" justify="space-between" mb="3">
                <Text fontWeight="semibold">{LL.SHELL.QUICK_PANEL.NOTICES()}</Text>
                <Text textStyle="xs" color="fg.muted" px="2" py="0.5" borderRadius="full" bg="bg.muted">
                  {LL.SHELL.QUICK_PANEL.DEMO_NOTICE()}
                </Text>
              </Flex>
              <Stack as="ul" listStyleType="none" gap="2">
                {demoNotices(LL).map((notice) => (
                  <Flex as="li" key={notice.id} gap="3" align="center" p="3" borderRadius="l2" bg="bg.subtle">
                    <Box color={notice.color}>
                      <Icon name={notice.icon} />
                    </Box>
                    <Box flex="1" minW="0">
                      <Text textStyle="sm">{notice.title}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {notice.time}
                      </Text>
                    </Box>
                  </Flex>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={LL.SHELL.QUICK_PANEL.CLOSE()} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
