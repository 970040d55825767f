import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WhatsappReport } from '../../src/ui/callCenter/WhatsappReport';
import { firstLoad, refused, searched } from '../lists/listStates';
import { onListPage, pagingArgs } from '../lists/listStoryKit';
import { REPORT_LIST } from './callCenterFixtures';

const meta = {
  title: 'Call center/WhatsappReport',
  component: WhatsappReport,
  decorators: [onListPage],
  args: { ...pagingArgs(), list: REPORT_LIST, filterKind: 'phone', onFilterKindChange: fn() },
} satisfies Meta<typeof WhatsappReport>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The newest messages first, each with its direction and delivery state. */
export const Filled: Story = {};
/** Searched by one phone. */
export const ByPhone: Story = { args: { list: searched(REPORT_LIST, '+55 (11) 98765-0001', REPORT_LIST.rows) } };
/** Searched by one user. */
export const ByUser: Story = { args: { filterKind: 'user', list: searched(REPORT_LIST, 'u1', REPORT_LIST.rows) } };
/** Before the first page: 'Please wait....'. */
export const Initial: Story = { args: { list: firstLoad(REPORT_LIST) } };
/** Nothing matches. */
export const Empty: Story = { args: { list: searched(REPORT_LIST, '5599', []) } };
/** A user whose messages the server refuses: said in words. */
export const Forbidden: Story = { args: { list: refused(REPORT_LIST) } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
