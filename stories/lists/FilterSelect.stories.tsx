import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { APPLICATION_STATUSES } from '../../src/domain/applications';
import type { Language } from '../../src/i18n/language';
import { translator } from '../../src/i18n/translator';
import { applicationStatusText } from '../../src/ui/applications/applicationTexts';
import { FilterSelect } from '../../src/ui/lists/FilterSelect';

/** The status filter as the applications list builds it, in a language. */
function statusFilter(language: Language) {
  const LL = translator(language);
  const T = LL.APPLICATIONS.FILTER;
  return {
    label: T.STATUS(),
    options: [{ value: '', label: T.ANY_STATUS() }, ...APPLICATION_STATUSES.map((status) => ({ value: status, label: applicationStatusText(LL, status) }))],
  };
}

/** The forced-upgrade filter as the applications list builds it, in a language. */
function upgradeFilter(language: Language) {
  const T = translator(language).APPLICATIONS.FILTER;
  return {
    label: T.UPGRADE(),
    options: [
      { value: '', label: T.ANY_UPGRADE() },
      { value: 'yes', label: T.YES() },
      { value: 'no', label: T.NO() },
    ],
  };
}

const meta = {
  title: 'Lists/FilterSelect',
  component: FilterSelect,
  args: { ...statusFilter('ptBr'), value: '', onChange: fn() },
  decorators: [
    (Story) => (
      <Box p="6" bg="bg" minH="100vh" maxW="sm">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FilterSelect>;

export default meta;

type Story = StoryObj<typeof meta>;

/** No status filter: 'Any status'. Picking one raises it. */
export const AnyStatus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox'), 'maintenance');
    await expect(args.onChange).toHaveBeenCalledWith('maintenance');
  },
};
/** Only applications under maintenance. */
export const StatusPicked: Story = { args: { value: 'maintenance' } };
/** The forced-upgrade filter, with or without. */
export const AnyUpgrade: Story = { args: upgradeFilter('ptBr') };
/** Only applications that force an upgrade. */
export const UpgradePicked: Story = { args: { ...upgradeFilter('ptBr'), value: 'yes' } };
/** Before the first page: nothing to filter yet. */
export const Disabled: Story = { args: { disabled: true } };
/** In English. */
export const English: Story = { args: { ...statusFilter('en'), value: 'active' }, globals: { locale: 'en' } };
