import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApplicationDialog } from '../../src/ui/applications/ApplicationDialog';
import { CANTINA_FORM } from './applicationFixtures';

const meta = {
  title: 'Applications/ApplicationDialog',
  component: ApplicationDialog,
  args: { open: true, mode: 'create', status: 'editing', onSubmit: fn(), onCancel: fn(), onRetry: fn() },
} satisfies Meta<typeof ApplicationDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A new application: active, no forced upgrade. */
export const Create: Story = {};
/** Saved with nothing filled in: name, platform and version say they are required. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: /Salvar|Save/ }));
    await waitFor(() => expect(body.getAllByText(/Campo obrigatório|Required field/)).toHaveLength(3));
  },
};
/** Editing: the stored terms load first. */
export const Loading: Story = { args: { mode: 'edit', status: 'loading', applicationName: 'Cantina Online' } };
/** The stored terms could not be loaded: retry or cancel. */
export const LoadFailed: Story = {
  args: { mode: 'edit', status: 'loadFailed', applicationName: 'Cantina Online', errorMessage: 'Não foi possível falar com o servidor. Verifique sua conexão.' },
};
/** Editing Cantina Online, with its terms. */
export const Edit: Story = { args: { mode: 'edit', applicationName: 'Cantina Online', defaultValues: CANTINA_FORM } };
/** Saving: nothing can be changed or dismissed. */
export const Saving: Story = { args: { mode: 'edit', status: 'saving', applicationName: 'Cantina Online', defaultValues: CANTINA_FORM } };
/** The name is taken: the refusal above the fields, the values kept. */
export const NameTaken: Story = { args: { defaultValues: { ...CANTINA_FORM, name: 'cantina online' }, errorMessage: 'Já existe um aplicativo com este nome.' } };
/** In English. */
export const English: Story = { args: { mode: 'edit', applicationName: 'Cantina Online', defaultValues: CANTINA_FORM }, globals: { locale: 'en' } };
