import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Text } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { Dashboard } from '../../src/ui/dashboard/Dashboard';

const meta = {
  title: 'Dashboard/Dashboard',
  component: Dashboard,
  decorators: [
    (Story) => (
      <Box p="6" bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: {
    fullname: 'Paulo Parceiro',
    companyName: 'Entregas Parceiras Ltda',
    modules: [
      { page: '/page-links/links', title: 'Página de links', icon: 'link' },
      { page: '/helpdesk/tickets', title: 'Chamados', icon: 'help', section: 'Central de ajuda' },
      { page: '/partners/licenses', title: 'Licenças', icon: 'handshake', section: 'Parceiros' },
    ],
    onNavigate: fn(),
  },
} satisfies Meta<typeof Dashboard>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A partner company's user: the three modules of its fallback set. */
export const CompanyUser: Story = {};
/** A company user with the establishment switch beside the greeting. */
export const WithSwitch: Story = {
  args: {
    switchSlot: (
      <Box px="3" py="2" borderWidth="1px" borderRadius="l2">
        <Text textStyle="sm">Estabelecimento aberto</Text>
      </Box>
    ),
  },
};
/** Staff without a company. */
export const StaffWithoutCompany: Story = { args: { fullname: 'Raquel Root', companyName: null } };
/** A user whose permissions open no module. */
export const NoModules: Story = { args: { modules: [] } };
/** In English. */
export const English: Story = { globals: { locale: 'en' }, args: { modules: [{ page: '/helpdesk/tickets', title: 'Tickets', icon: 'help' }] } };
