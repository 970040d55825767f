import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListPaginator } from '../../src/ui/lists/ListPaginator';

const meta = {
  title: 'Lists/ListPaginator',
  component: ListPaginator,
  args: { page: 1, size: 5, totalCount: 23, disabled: false, onPageChange: fn(), onPageSizeChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: [3, 5, 10] } },
  decorators: [
    (Story) => (
      <Box p="6" bg="bg" minH="100vh">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ListPaginator>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Page 1 of 5: first and previous off; Next asks for page 2. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Primeira página|First page/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Próxima página|Next page/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};
/** Page 3 of 5: every way is open. */
export const MiddlePage: Story = { args: { page: 3 } };
/** Page 5 of 5, three rows: next and last off. */
export const LastPage: Story = { args: { page: 5 } };
/** Everything fits on one page: no way to page. */
export const OnePage: Story = { args: { totalCount: 4 } };
/** No rows: 'Showing 0 - 0 of 0'. */
export const NoRows: Story = { args: { totalCount: 0 } };
/** Ten a page. */
export const TenAPage: Story = { args: { size: 10, page: 2 } };
/** The first load or an action under way: nothing can be paged. */
export const Loading: Story = { args: { page: 3, disabled: true } };
/** In English. */
export const English: Story = { args: { page: 3 }, globals: { locale: 'en' } };
