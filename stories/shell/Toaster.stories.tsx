import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, waitFor, within } from 'storybook/test';
import type { TranslationFunctions } from '../../src/i18n/i18n-types';
import { DEFAULT_LANGUAGE, isLanguage } from '../../src/i18n/language';
import { translator } from '../../src/i18n/translator';
import { ROLE_SAVED_NOTICE_MS } from '../../src/domain/roleForms';
import { USER_SAVE_NOTICE_MS } from '../../src/machines/userEdit/machine';
import { Toaster, toaster } from '../../src/ui/toaster';

/** A notice as the containers raise it. */
interface Notice {
  type: 'success' | 'error' | 'info';
  title: string;
  duration?: number;
  action?: { label: string; onClick: () => void };
}

/** A role saved: the role dialog's notice (10 s). */
const roleSaved = (LL: TranslationFunctions): Notice => ({ type: 'success', title: LL.ROLES.SAVED_UPDATED({ title: 'Atendimento' }), duration: ROLE_SAVED_NOTICE_MS });
/** A role still assigned could not be deleted: the roles list's notice (10 s). */
const roleNotDeleted = (LL: TranslationFunctions): Notice => ({
  type: 'error',
  title: LL.ROLES.DELETE_FAILED({ reason: LL.ROLES.ERRORS.ASSIGNED() }),
  duration: 10_000,
});
/**
 * A user deleted: the delete waits behind this notice, with Desfazer, for 3 s (UNDO_MS); held open
 * here so that it can be looked at.
 */
const userDeleted = (LL: TranslationFunctions): Notice => ({
  type: 'info',
  title: LL.USERS.DELETE.DONE(),
  duration: Number.POSITIVE_INFINITY,
  action: { label: LL.LISTS.UNDO(), onClick: () => {} },
});
/** A user saved: the user screen's notice (5 s). */
const userSaved = (LL: TranslationFunctions): Notice => ({ type: 'success', title: LL.USERS.NOTICES.SAVED(), duration: USER_SAVE_NOTICE_MS });

/**
 * A play function that empties the app's toaster, raises `notices` in the toolbar's language as a
 * container would, and waits until each shows.
 */
function raise(...notices: Array<(LL: TranslationFunctions) => Notice>) {
  return async ({ globals }: { globals: Record<string, unknown> }) => {
    const LL = translator(isLanguage(globals.locale) ? globals.locale : DEFAULT_LANGUAGE);
    toaster.remove();
    const raised = notices.map((notice) => notice(LL));
    for (const notice of raised) toaster.create(notice);
    // The toaster renders in a portal, outside the story's canvas.
    const page = within(document.body);
    await waitFor(() => {
      for (const notice of raised) expect(page.getByText(notice.title)).toBeVisible();
    });
  };
}

const meta = {
  title: 'Shell/Toaster',
  component: Toaster,
  decorators: [
    (Story) => (
      // The page the notices stand over, at its top corner.
      <Box minH="100vh" bg="bg.subtle">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Toaster>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing raised: the toaster shows nothing. */
export const Empty: Story = { play: raise() };
/** A success notice: "Perfil 'Atendimento' atualizado", for 10 s. */
export const Success: Story = { play: raise(roleSaved) };
/** An error notice: the role was not deleted, and why. */
export const Failure: Story = { play: raise(roleNotDeleted) };
/** Several notices at once, stacked, the newest on top. */
export const Stacked: Story = { play: raise(roleSaved, roleNotDeleted, userSaved) };
/** A delete that can still be undone: the notice and its Desfazer button, for 3 s in the app. */
export const UndoDelete: Story = {
  play: async (context) => {
    await raise(userDeleted)(context);
    await expect(within(document.body).getByRole('button', { name: translator(isLanguage(context.globals.locale) ? context.globals.locale : DEFAULT_LANGUAGE).LISTS.UNDO() })).toBeVisible();
  },
};
/** The undo notice in English. */
export const UndoDeleteEnglish: Story = { ...UndoDelete, globals: { locale: 'en' } };
/** In English: a success and an error notice. */
export const English: Story = { play: raise(roleSaved, roleNotDeleted), globals: { locale: 'en' } };
