import type { Meta, StoryObj } from '@storybook/react-vite';
import { useI18n } from '../../src/i18n/I18nProvider';
import { ErrorPage } from '../../src/ui/errors/ErrorPage';
import { errorPageContent } from '../../src/ui/errors/errorContent';

/** The page at `error/{type}`, with its texts in the toolbar's language, as the route shows it. */
function ErrorRoute({ type, image }: { type: string; image?: string }) {
  const { LL } = useI18n();
  return <ErrorPage {...errorPageContent(type, LL)} image={image} homeHref="/dashboard" />;
}

const meta = {
  title: 'Errors/ErrorPage',
  component: ErrorRoute,
  args: { type: 'error/403' },
} satisfies Meta<typeof ErrorRoute>;

export default meta;

type Story = StoryObj<typeof meta>;

/** `error/403`: access denied (variant 6). */
export const Error403: Story = {};
/** `error/error-v1`. */
export const ErrorV1: Story = { args: { type: 'error-v1' } };
/** `error/error-v2`. */
export const ErrorV2: Story = { args: { type: 'error-v2' } };
/** `error/error-v3`. */
export const ErrorV3: Story = { args: { type: 'error-v3' } };
/** `error/error-v4`. */
export const ErrorV4: Story = { args: { type: 'error-v4' } };
/** `error/error-v5`. */
export const ErrorV5: Story = { args: { type: 'error-v5' } };
/** `error/error-v6`. */
export const ErrorV6: Story = { args: { type: 'error-v6' } };
/** `error/403` in English. */
export const Error403English: Story = { globals: { locale: 'en' } };
/** `error/error-v1` in English. */
export const ErrorV1English: Story = { args: { type: 'error-v1' }, globals: { locale: 'en' } };
/** An image in place of the illustration. */
export const CustomImage: Story = { args: { type: 'error-v1', image: '/auth-background.svg' } };
