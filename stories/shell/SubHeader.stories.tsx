import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SubHeader } from '../../src/ui/shell/SubHeader';
import { CRUMBS } from './shellFixtures';

const meta = {
  title: 'Shell/SubHeader',
  component: SubHeader,
  args: { title: 'Empresas', breadcrumbs: CRUMBS, showScrollTop: false, onScrollTop: fn(), onNavigate: fn() },
} satisfies Meta<typeof SubHeader>;

export default meta;

type Story = StoryObj<typeof meta>;

/** At the top of the page: no scroll-to-top control. */
export const AtTop: Story = {};

/** Scrolled past 300 px: the scroll-to-top control shows (bottom right). */
export const Scrolled: Story = { args: { showScrollTop: true } };

/** A page without breadcrumbs. */
export const NoBreadcrumbs: Story = { args: { breadcrumbs: [] } };
