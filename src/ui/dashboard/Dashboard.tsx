import type { MouseEvent, ReactNode } from 'react';
import { Box, Flex, Heading, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { Icon } from '../shell/Icon';

/** A module the user can open from the dashboard. */
export interface DashboardModule {
  page: string;
  title: string;
  icon: string;
  /** The menu section it belongs to, shown under the title (restaurants and supermarkets both have "Pedidos"). */
  section?: string | null | undefined;
}

/** Props of {@link Dashboard}. */
export interface DashboardProps {
  /** The signed-in user's full name. */
  fullname: string;
  /** The main company's name; null or absent says no company is linked. */
  companyName?: string | null | undefined;
  /** Where the establishment open/closed switch stands (company users); nothing hides the area. */
  switchSlot?: ReactNode;
  /** The modules the user's permissions open, in menu order. */
  modules: DashboardModule[];
  /** Raised with a module's page when its card is followed without a modifier key. */
  onNavigate: (page: string) => void;
}

function follow(page: string, onNavigate: (page: string) => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(page);
  };
}

/** The signed-in home: greeting with the user's name and company, the switch, and the modules the user can reach. */
export function Dashboard({ fullname, companyName, switchSlot, modules, onNavigate }: DashboardProps) {
  const { LL } = useI18n();
  return (
    <Flex direction="column" gap="6" data-state="dashboard">
      <Flex
        bg="bg"
        borderWidth="1px"
        borderRadius="l3"
        p="6"
        gap="4"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'flex-start', md: 'center' }}
        justify="space-between"
      >
        <Box>
          <Heading as="h2" size="xl">
            {LL.DASHBOARD.GREETING({ name: fullname })}
          </Heading>
          <Text color="fg.muted">{companyName ? LL.DASHBOARD.COMPANY({ name: companyName }) : LL.DASHBOARD.NO_COMPANY()}</Text>
        </Box>
        {switchSlot}
      </Flex>
      <Heading as="h2" size="md">
        {LL.DASHBOARD.YOUR_MODULES()}
      </Heading>
      {modules.length === 0 ? (
        <Text color="fg.muted" data-state="no-modules">
          {LL.DASHBOARD.NO_MODULES()}
        </Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {modules.map((module) => (
            <li key={module.page}>
              <chakra.a
                href={module.page}
                onClick={follow(module.page, onNavigate)}
                display="flex"
                alignItems="center"
                gap="3"
                h="full"
                bg="bg"
                borderWidth="1px"
                borderRadius="l3"
                p="5"
                textDecoration="none"
                transition="box-shadow 0.15s, border-color 0.15s"
                _hover={{ boxShadow: 'md', borderColor: 'brand.muted' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
              >
                <Box p="2" borderRadius="l2" bg="brand.subtle" color="brand.fg">
                  <Icon name={module.icon} />
                </Box>
                <Box minW="0">
                  <Text fontWeight="medium">{module.title}</Text>
                  {module.section && (
                    <Text textStyle="xs" color="fg.muted" truncate>
                      {module.section}
                    </Text>
                  )}
                </Box>
              </chakra.a>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Flex>
  );
}
