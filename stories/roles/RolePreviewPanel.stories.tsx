import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { RolePreviewPanel } from '../../src/ui/roles/RolePreviewPanel';
import { CATALOGUE, dialogViews } from './roleFixtures';

const SUPPORT = ['accessToHelpDeskTickets', 'accessToWhatsAppContacts', 'accessToCompanyDelivery'];
const EVERYTHING = CATALOGUE.map((parent) => parent.id);

const meta = {
  title: 'Roles/RolePreviewPanel',
  component: RolePreviewPanel,
  args: dialogViews(SUPPORT).preview,
  decorators: [
    (Story) => (
      // As wide as the role dialog's side column.
      <Box p="6" bg="bg" maxW="sm">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof RolePreviewPanel>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing ticked: the role would open nothing. */
export const Empty: Story = { args: dialogViews([]).preview };
/** A few permissions: the sections and pages they open, and how many routes. */
export const SomePermissions: Story = {};
/** Every permission: the whole menu. */
export const Everything: Story = { args: dialogViews(EVERYTHING).preview };
/** In English. */
export const English: Story = { args: dialogViews(SUPPORT, 'en').preview, globals: { locale: 'en' } };
