import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Text } from '@chakra-ui/react';
import { AuthLayout } from '../../src/ui/auth/AuthLayout';

const slot = (
  <Box w="full" maxW="md" borderWidth="2px" borderStyle="dashed" borderRadius="l3" p="16" textAlign="center">
    <Text color="fg.muted">form</Text>
  </Box>
);

const meta = {
  title: 'Auth/AuthLayout',
  component: AuthLayout,
  args: { children: slot },
} satisfies Meta<typeof AuthLayout>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The shipped background, logo and product name; the form slot in `main`. */
export const Default: Story = {};

/** What stored settings may change: background, logo and footer title. */
export const StoredSettings: Story = {
  args: { backgroundUrl: '/favicon.svg', footerTitle: '2026 © Entregas Express' },
};

/** In English. */
export const English: Story = { globals: { locale: 'en' } };
