import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FaqView } from '../../src/ui/helpdesk/FaqView';
import { FAQ_ENTRIES, faqDeleteProps, faqEditorProps, faqProps } from './helpdeskFixtures';

const meta = {
  title: 'Helpdesk/FaqView',
  component: FaqView,
  decorators: [
    (Story) => (
      <Box p="6" bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: faqProps(fn),
} satisfies Meta<typeof FaqView>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A company user: the questions, one opened; the search calls onSearch. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /repasse/ }));
    await userEvent.type(canvas.getByRole('searchbox'), 'r');
    await expect(args.onSearch).toHaveBeenCalledWith('r');
  },
};

/** Staff: "Nova pergunta", edit and delete per question. */
export const Staff: Story = { args: { canEdit: true } };

/** A search that finds nothing. */
export const NoMatch: Story = { args: { entries: [], search: 'cupom' } };

/** No questions yet. */
export const Empty: Story = { args: { entries: [] } };

/** No questions yet, for staff: how to create the first. */
export const EmptyStaff: Story = { args: { entries: [], canEdit: true } };

/** The questions being read. */
export const Loading: Story = { args: { status: 'loading', entries: [] } };

/** The read failed: why, with Retry. */
export const Failed: Story = { args: { status: 'failed', entries: [], failure: { statusCode: 0, code: 'network' } } };

/** Staff creating a question. */
export const EditorNew: Story = { args: { canEdit: true, editor: faqEditorProps(fn) } };

/** Staff changing a question. */
export const EditorEdit: Story = { args: { canEdit: true, editor: faqEditorProps(fn, { entry: FAQ_ENTRIES[0] ?? null }) } };

/** The change being saved. */
export const EditorSaving: Story = { args: { canEdit: true, editor: faqEditorProps(fn, { entry: FAQ_ENTRIES[0] ?? null, saving: true }) } };

/** The save failed: why, the text kept. */
export const EditorFailed: Story = { args: { canEdit: true, editor: faqEditorProps(fn, { entry: FAQ_ENTRIES[0] ?? null, failure: { statusCode: 0, code: 'network' } }) } };

/** The delete question. */
export const Delete: Story = { args: { canEdit: true, deleting: faqDeleteProps(fn) } };

/** Deleting: the button waits. */
export const Deleting: Story = { args: { canEdit: true, deleting: faqDeleteProps(fn, { deleting: true }) } };

/** The delete failed. */
export const DeleteFailed: Story = { args: { canEdit: true, deleting: faqDeleteProps(fn, { failure: { statusCode: 404, code: 'not_found' } }) } };

/** In English, for staff. */
export const English: Story = { args: { canEdit: true }, globals: { locale: 'en' } };
