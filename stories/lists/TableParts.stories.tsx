import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Table } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListBusyBar, ListLoadError, ListMessageRow, ListPaginatorSlot, PleaseWaitRow, SortableHeader } from '../../src/ui/lists/tableParts';

/** The pieces the tables of paged lists share: a sortable header, the load error and the loading bar. */
const meta = {
  title: 'Lists/TableParts',
  component: SortableHeader,
  args: { field: 'createdAt', header: 'Aberto em', sort: { field: 'createdAt', direction: 'desc' }, onSort: fn() },
  decorators: [
    (Story) => (
      <Box p="6" bg="bg" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  render: (args) => (
    <Table.Root size="sm">
      <Table.Header>
        <Table.Row>
          <SortableHeader {...args} />
          <SortableHeader {...args} field="dueAt" header="Prazo" />
        </Table.Row>
      </Table.Header>
    </Table.Root>
  ),
} satisfies Meta<typeof SortableHeader>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Sorted newest first by the first column; the second sorts when clicked. */
export const SortedHeaders: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(canvas.getByRole('button', { name: 'Prazo' }));
    await expect(args.onSort).toHaveBeenCalledWith('dueAt');
  },
};

/** A failed load: why, and Retry. */
export const LoadError: Story = {
  render: () => <ListLoadError error={{ statusCode: 0, code: 'network' }} onRetry={fn()} />,
};

/** The bar over the rows while a newer page loads. */
export const BusyBar: Story = {
  render: () => (
    <Box position="relative" h="20" borderWidth="1px">
      <ListBusyBar />
    </Box>
  ),
};

/** The rows a table shows instead of rows: until the first page, and when there are none. */
export const MessageRows: Story = {
  render: () => (
    <Table.Root size="sm">
      <Table.Body>
        <PleaseWaitRow colSpan={3} />
        <ListMessageRow colSpan={3} part="no-records">
          Nenhum registro encontrado
        </ListMessageRow>
      </Table.Body>
    </Table.Root>
  ),
};

/** The paginator under a table: page 2 of 3 shown; none after a failed load that kept no rows. */
export const PaginatorSlot: Story = {
  render: () => (
    <>
      <ListPaginatorSlot
        list={{ status: 'ready', query: { page: 2, size: 10, sort: { field: 'createdAt', direction: 'desc' }, search: '', filters: {} } }}
        rowCount={10}
        totalCount={23}
        onPageChange={fn()}
        onPageSizeChange={fn()}
      />
      <ListPaginatorSlot
        list={{ status: 'failed', query: { page: 1, size: 10, sort: { field: 'createdAt', direction: 'desc' }, search: '', filters: {} } }}
        rowCount={0}
        totalCount={0}
        onPageChange={fn()}
        onPageSizeChange={fn()}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="paginator-slot"]')).toHaveLength(1);
  },
};
