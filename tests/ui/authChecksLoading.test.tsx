// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { authChecksIfLoaded } from '../../src/domain/authForms';
import { LoginForm } from '../../src/ui/auth/LoginForm';
import { renderUi } from './render';

afterEach(cleanup);

// Alone in its file: the checks, once loaded, stay loaded for the file's module graph.
describe('the sign-in checks', () => {
  it('load when the user first acts on the page, not while the page starts', async () => {
    renderUi(
      <LoginForm status="idle" onSubmit={vi.fn()} forgotPasswordHref="/auth/forgot-password" onForgotPassword={vi.fn()} registerHref="/auth/registration" onRegister={vi.fn()} />,
    );
    // The form has shown and the page has had time to start: nothing asked for the checks.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(authChecksIfLoaded()).toBeNull();
    fireEvent.keyDown(screen.getByLabelText(/^E-mail/), { key: 'a' });
    await waitFor(() => expect(authChecksIfLoaded()).not.toBeNull(), { timeout: 8000 });
  });
});
