import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResponseTargetsDialog } from '../../src/ui/helpdesk/ResponseTargetsDialog';
import { targetsProps } from './helpdeskFixtures';

const meta = {
  title: 'Helpdesk/ResponseTargetsDialog',
  component: ResponseTargetsDialog,
  args: targetsProps(fn),
} satisfies Meta<typeof ResponseTargetsDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The targets read: minutes per priority, each also in hours and days. */
export const Editing: Story = {};

/** A target out of range: the message once touched, Save refused. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const high = body.getByRole('spinbutton', { name: /Alta|High/ });
    await userEvent.clear(high);
    await userEvent.type(high, '50000');
    await userEvent.click(body.getByRole('button', { name: /Salvar|Save/ }));
    await waitFor(() => expect(body.getByText(/De 1 a 43200 minutos|From 1 to 43200 minutes/)).toBeTruthy());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The targets being read. */
export const Loading: Story = { args: { status: 'loading', targets: null } };

/** The read failed: why, with Retry. */
export const LoadFailed: Story = { args: { status: 'loadFailed', targets: null, failure: { statusCode: 403, code: 'forbidden' } } };

/** Saving: Save waits. */
export const Saving: Story = { args: { status: 'saving' } };

/** The save was refused: why, the values kept. */
export const Failed: Story = { args: { status: 'failed', failure: { statusCode: 400, code: 'out_of_range' } } };

/** In English. */
export const English: Story = { globals: { locale: 'en' } };
