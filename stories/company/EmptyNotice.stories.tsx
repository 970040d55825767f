import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { EmptyNotice } from '../../src/ui/company/EmptyNotice';

const meta = {
  title: 'Company/EmptyNotice',
  component: EmptyNotice,
  decorators: [
    (Story) => (
      <Box p="6" bg="bg.subtle">
        <Story />
      </Box>
    ),
  ],
  args: { text: 'Nenhum estabelecimento para mostrar.' },
} satisfies Meta<typeof EmptyNotice>;

export default meta;

type Story = StoryObj<typeof meta>;

/** No company to show the hours of. */
export const NoCompany: Story = {};
