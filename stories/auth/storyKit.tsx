import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AuthLayout } from '../../src/ui/auth/AuthLayout';

/** Shows a form on its page, as the routes do: inside the split layout. */
export const onAuthPage: Decorator = (Story) => (
  <AuthLayout>
    <Story />
  </AuthLayout>
);

/**
 * Submits the empty form with the real button (whatever the toolbar language), then waits for
 * every text input to be marked invalid, as seed 000 section 5 asks.
 */
export async function submitEmptyForm({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const button = canvasElement.querySelector<HTMLButtonElement>('form button[type="submit"]');
  if (!button) throw new Error('the form has no submit button');
  button.click();
  await waitFor(() => {
    const inputs = [...canvasElement.querySelectorAll('form input:not([type="checkbox"])')];
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) expect(input.getAttribute('aria-invalid')).toBe('true');
  });
}
