import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailComingSoon } from '../../src/ui/auth/MailComingSoon';

const meta = {
  title: 'Auth/MailComingSoon',
  component: MailComingSoon,
} satisfies Meta<typeof MailComingSoon>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The mail area: "Em breve". */
export const Default: Story = {};

/** In English: "Coming soon". */
export const English: Story = { globals: { locale: 'en' } };
