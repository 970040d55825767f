// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PageErrorBoundary } from '../../../src/routes/shell/PageErrorBoundary';
import { PageFailure } from '../../../src/ui/shell/PageFailure';
import { renderUi } from '../render';

afterEach(cleanup);

// Throws while `broken.now` is true: a page that fails, then works on a retry.
const broken = { now: true };
function FragilePage() {
  if (broken.now) throw new Error('the page failed');
  return <p>page shown</p>;
}

function Routed() {
  const [path] = useLocation();
  return path === '/dashboard' ? <p>dashboard shown</p> : <FragilePage />;
}

describe('PageFailure', () => {
  it('says a refusal in words, with the refused call\'s reason, in both languages', () => {
    renderUi(<PageFailure kind="refused" failure={{ statusCode: 403 }} onRetry={() => {}} onHome={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Acesso recusado' })).toBeTruthy();
    expect(screen.getByText(/o seu usuário não tem a permissão que ela exige/)).toBeTruthy();
    cleanup();
    renderUi(<PageFailure kind="refused" failure={{ statusCode: 403 }} onRetry={() => {}} onHome={() => {}} />, 'en');
    expect(screen.getByRole('heading', { name: 'Access refused' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to the dashboard' })).toBeTruthy();
  });
});

describe('PageErrorBoundary', () => {
  it('shows the failure in words in place of a page that throws, retries it, and leaves it for the dashboard', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const location = memoryLocation({ path: '/adm/permissions', record: true });
    broken.now = true;
    renderUi(
      <Router hook={location.hook}>
        <PageErrorBoundary>
          <Routed />
        </PageErrorBoundary>
      </Router>,
    );
    // The message's code loads when a page first fails.
    expect(await screen.findByRole('heading', { name: 'Esta página encontrou um erro' })).toBeTruthy();
    broken.now = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(screen.getByText('page shown')).toBeTruthy();

    // Another page that fails, then the way back: the dashboard shows.
    broken.now = true;
    act(() => location.navigate('/adm/roles'));
    expect(await screen.findByRole('heading', { name: 'Esta página encontrou um erro' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar ao painel' }));
    expect(location.history?.at(-1)).toBe('/dashboard');
    expect(screen.getByText('dashboard shown')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
