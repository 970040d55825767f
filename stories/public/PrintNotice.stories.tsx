import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrintNotice } from '../../src/ui/public/PrintNotice';
import { onPublicPage } from './publicFixtures';

const meta = {
  title: 'Public/PrintNotice',
  component: PrintNotice,
  decorators: [onPublicPage],
  args: { kind: 'restaurant', homeHref: '/dashboard' },
} satisfies Meta<typeof PrintNotice>;

export default meta;

type Story = StoryObj<typeof meta>;

/** `shopping-cart/restaurant/print`: printing is not part of this release. */
export const RestaurantOrder: Story = {};
/** `shopping-cart/supermarket/print`. */
export const SupermarketOrder: Story = { args: { kind: 'supermarket' } };
/** `shopping-cart/supermarket/print-fiscal`. */
export const FiscalReceipt: Story = { args: { kind: 'fiscal' } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
