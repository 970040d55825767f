import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BrandBar } from '../../src/ui/auth/BrandBar';

const meta = {
  title: 'Auth/BrandBar',
  component: BrandBar,
  args: { onLanguageChange: fn() },
} satisfies Meta<typeof BrandBar>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The shipped logo and the product name of the language in use; picking English raises it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'English' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
  },
};
/** The stored settings name the product. */
export const StoredProductName: Story = { args: { productName: 'Entregas Express' } };
/** On a phone: the switch wraps under the name when it must. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
