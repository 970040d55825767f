import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { PageFailure } from '../../src/ui/shell/PageFailure';
import { ShellLayout } from '../../src/ui/shell/ShellLayout';
import { MENU_SECTIONS } from './shellFixtures';

const meta = {
  title: 'Shell/PageFailure',
  component: PageFailure,
  decorators: [
    (Story) => (
      <Box p="6" bg="bg.subtle" minH="100vh">
        <Story />
      </Box>
    ),
  ],
  args: { kind: 'refused', failure: { statusCode: 403, code: 'forbidden' }, onRetry: fn(), onHome: fn() },
} satisfies Meta<typeof PageFailure>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The server refused the page's data (403): the refusal in words, with Retry and the way back. */
export const Refused: Story = {};
/** The error boundary's page: the routed page threw while being shown. */
export const Crashed: Story = { args: { kind: 'crashed', failure: null } };
/** A refusal in English. */
export const English: Story = { globals: { locale: 'en' } };
/** The error boundary's page in English. */
export const CrashedEnglish: Story = { args: { kind: 'crashed', failure: null }, globals: { locale: 'en' } };

/** Where the app shows it: inside the shell, whose menu and top bar keep working. */
function InShell(args: Parameters<typeof PageFailure>[0]) {
  return (
    <ShellLayout
      menu={{
        sections: MENU_SECTIONS,
        activePath: '/adm/roles',
        state: 'expanded',
        onNavigate: fn(),
        onToggleMinimize: fn(),
        onHoverStart: fn(),
        onHoverEnd: fn(),
      }}
      topBar={{ fullname: 'Ana Souza', companyName: 'Pizzaria Bella Napoli', picture: null, onSignOut: fn() }}
      subHeader={{
        title: 'Perfis',
        breadcrumbs: [
          { title: 'Início', page: '/dashboard' },
          { title: 'Perfis', page: '/adm/roles' },
        ],
        showScrollTop: false,
        onScrollTop: fn(),
        onNavigate: fn(),
      }}
      footerTitle="2026 © Entregas Express"
      progress={null}
      mobileMenuOpen={false}
      onMobileMenuOpenChange={fn()}
      quickPanelOpen={false}
      onQuickPanelOpenChange={fn()}
    >
      <PageFailure {...args} />
    </ShellLayout>
  );
}

/** The refusal inside the shell. */
export const RefusedInsideTheShell: Story = {
  decorators: [(Story) => <Story />],
  parameters: { layout: 'fullscreen' },
  render: (args) => <InShell {...args} />,
};
/** The error boundary's page inside the shell. */
export const CrashedInsideTheShell: Story = {
  args: { kind: 'crashed', failure: null },
  decorators: [(Story) => <Story />],
  parameters: { layout: 'fullscreen' },
  render: (args) => <InShell {...args} />,
};
