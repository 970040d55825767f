import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checklistTree, normaliseTicks } from '../../src/domain/roleChecklist';
import { useI18n } from '../../src/i18n/context';
import { connectRoleChecklist } from '../../src/machines/roleChecklist/connect';
import { roleChecklistMachine } from '../../src/machines/roleChecklist/machine';
import { checklistTitles } from '../../src/routes/roles/RoleDialogContainer';
import { PermissionChecklist } from '../../src/ui/roles/PermissionChecklist';
import { CATALOGUE, dialogViews } from './roleFixtures';

/** Some of the help desk's permissions and one of the company's: two parents partly ticked. */
const SUPPORT = ['accessToHelpDeskTickets', 'accessToWhatsAppContacts', 'accessToCompanyDelivery'];
const TREE = checklistTree(CATALOGUE);

/** The checklist run by its machine, as the role dialog runs it: ticking a child ticks its parent, and so on. */
function LiveChecklist({ ticked, readOnly }: { ticked: string[]; readOnly: boolean }) {
  const { language } = useI18n();
  const [snapshot, send] = useMachine(roleChecklistMachine, { input: { tree: TREE, ticked: normaliseTicks(TREE, ticked), readOnly } });
  return <PermissionChecklist {...connectRoleChecklist(snapshot, send, checklistTitles(CATALOGUE, TREE, language))} />;
}

const meta = {
  title: 'Roles/PermissionChecklist',
  component: PermissionChecklist,
  args: { parents: dialogViews(SUPPORT).parents, disabled: false, onToggle: fn() },
  decorators: [
    (Story) => (
      <Box p="6" bg="bg" maxW="xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PermissionChecklist>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A new role: nothing ticked. */
export const NothingTicked: Story = { args: { parents: dialogViews([]).parents } };
/** Some children ticked: their parents partly ticked, with 'n of m' beside them. Ticking a box raises its id. */
export const PartlyTicked: Story = {
  play: async ({ canvasElement, args }) => {
    const first = CATALOGUE[0];
    if (!first) throw new Error('the catalogue is empty');
    await userEvent.click(within(canvasElement).getByText(first.title));
    await expect(args.onToggle).toHaveBeenCalledWith(first.id);
  },
};
/** Whole parents ticked: every child of theirs too. */
export const ParentsTicked: Story = { args: { parents: dialogViews(['accessToSectionHelpDesk', 'accessToSectionCompany']).parents } };
/** A core role: everything ticked and read-only. */
export const ReadOnly: Story = { args: { parents: dialogViews(CATALOGUE.map((parent) => parent.id)).parents, disabled: true } };
/** Run by the checklist's machine: tick and untick to see the rules. */
export const Live: Story = { render: () => <LiveChecklist ticked={SUPPORT} readOnly={false} /> };
/** In English. */
export const English: Story = { args: { parents: dialogViews(SUPPORT, 'en').parents }, globals: { locale: 'en' } };
