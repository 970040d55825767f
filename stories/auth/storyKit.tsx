import type { Decorator, Meta } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AuthLayout } from '../../src/ui/auth/AuthLayout';
import type { AuthFormStatus } from '../../src/ui/auth/formParts';

/** Shows a form on its page, as the routes do: inside the split layout. */
export const onAuthPage: Decorator = (Story) => (
  <AuthLayout>
    <Story />
  </AuthLayout>
);

/** What the meta of every sign-in form's stories shares: the form on its page, its status a control. */
export const authFormMeta = {
  decorators: [onAuthPage],
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'submitting', 'failed', 'succeeded'] } },
} satisfies Pick<Meta, 'decorators' | 'argTypes'>;

/** The args of a sign-in form's story that starts filled in. */
export interface FilledArgs<Values> {
  status: AuthFormStatus;
  defaultValues: Values;
  errorMessage?: string;
  successMessage?: string;
}

/**
 * The stories of a sign-in form filled in with `filled`: on its way, refused with the route's
 * `errorMessage`, and done (with the route's `successMessage`, when the form shows one).
 */
export function filledStories<Values>(filled: Values) {
  return {
    submitting: { args: { status: 'submitting', defaultValues: filled } } satisfies { args: FilledArgs<Values> },
    failed: (errorMessage: string): { args: FilledArgs<Values> } => ({ args: { status: 'failed', defaultValues: filled, errorMessage } }),
    succeeded: (successMessage?: string): { args: FilledArgs<Values> } => ({
      args: { status: 'succeeded', defaultValues: filled, ...(successMessage === undefined ? {} : { successMessage }) },
    }),
  };
}

/** Submits the form with its real submit button, whatever the toolbar language. */
export async function submitForm({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const button = canvasElement.querySelector<HTMLButtonElement>('form button[type="submit"]');
  if (!button) throw new Error('the form has no submit button');
  button.click();
}

/**
 * Submits the empty form with the real button, then waits for every text input to be marked
 * invalid, as seed 000 section 5 asks.
 */
export async function submitEmptyForm({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  await submitForm({ canvasElement });
  await waitFor(() => {
    const inputs = [...canvasElement.querySelectorAll('form input:not([type="checkbox"])')];
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) expect(input.getAttribute('aria-invalid')).toBe('true');
  });
}
