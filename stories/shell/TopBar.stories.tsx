import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Text } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { TopBar } from '../../src/ui/shell/TopBar';

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  args: {
    fullname: 'Ana Souza',
    companyName: 'Pizzaria Bella Napoli',
    picture: null,
    onSignOut: fn(),
    onOpenQuickPanel: fn(),
    switchSlot: (
      <Box px="3" py="1.5" borderWidth="1px" borderStyle="dashed" borderRadius="l2">
        <Text textStyle="sm" color="fg.muted">
          open/closed switch
        </Text>
      </Box>
    ),
  },
} satisfies Meta<typeof TopBar>;

export default meta;

type Story = StoryObj<typeof meta>;

/** No picture: the default avatar. */
export const DefaultAvatar: Story = {};

/** The user menu open: picture, name, company and sign-out. */
export const UserMenuOpen: Story = { args: { defaultUserMenuOpen: true } };

/** With the user's picture. */
export const WithPicture: Story = { args: { picture: '/favicon.svg' } };

/** A platform user without a company, menu open. */
export const NoCompany: Story = { args: { companyName: null, defaultUserMenuOpen: true } };

/** In English. */
export const English: Story = { args: { defaultUserMenuOpen: true }, globals: { locale: 'en' } };
