import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { WhatsappReport } from '../../src/ui/callCenter/WhatsappReport';
import { REPORT_LIST } from './callCenterFixtures';

const meta = {
  title: 'Call center/WhatsappReport',
  component: WhatsappReport,
  decorators: [
    (Story) => (
      <Box p={{ base: '3', md: '6' }} bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: {
    list: REPORT_LIST,
    filterKind: 'phone',
    onFilterKindChange: fn(),
    onSearch: fn(),
    onSort: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRetry: fn(),
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof WhatsappReport>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Before the first page: 'Please wait....'. */
export const Initial: Story = { args: { list: { ...REPORT_LIST, status: 'initial', rows: [], totalCount: 0 } } };
/** The newest messages first, each with its direction and delivery state. */
export const Filled: Story = {};
/** Searched by one phone. */
export const ByPhone: Story = {
  args: { list: { ...REPORT_LIST, searchText: '+55 (11) 98765-0001', query: { ...REPORT_LIST.query, search: '+55 (11) 98765-0001' } } },
};
/** Searched by one user. */
export const ByUser: Story = { args: { filterKind: 'user', list: { ...REPORT_LIST, searchText: 'u1', query: { ...REPORT_LIST.query, search: 'u1' } } } };
/** Nothing matches. */
export const Empty: Story = { args: { list: { ...REPORT_LIST, rows: [], totalCount: 0, searchText: '5599', query: { ...REPORT_LIST.query, search: '5599' } } } };
/** A user whose messages the server refuses: said in words. */
export const Forbidden: Story = { args: { list: { ...REPORT_LIST, status: 'failed', rows: [], totalCount: 0, loadError: { statusCode: 403, code: 'forbidden' } } } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
