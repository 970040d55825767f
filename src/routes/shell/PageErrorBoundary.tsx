import { Component, lazy, Suspense, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { normalizePath } from '../../domain/routePattern';
import { DASHBOARD_PATH } from '../paths';

// Loaded only when a page fails: the boundary wraps every page, the sign-in page included, and
// the message's code would otherwise weigh on every first load (the bundle budgets of issue #11).
const PageFailure = lazy(() => import('../../ui/shell/PageFailure').then((module) => ({ default: module.PageFailure })));

interface CatcherProps {
  children: ReactNode;
  /** The address: a failure shown at one address is cleared when the address changes. */
  resetKey: string;
  fallback: (retry: () => void) => ReactNode;
}

interface CatcherState {
  failed: boolean;
  /** The address the children are (or failed) at. */
  at: string;
}

/** Catches what its children throw while rendering and shows `fallback` in their place. */
class Catcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { failed: false, at: this.props.resetKey };

  static getDerivedStateFromError(): Partial<CatcherState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): Partial<CatcherState> | null {
    if (props.resetKey === state.at) return null;
    // Another address: whatever failed here does not concern it.
    return { failed: false, at: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept for whoever investigates: the page is replaced by the message, the error would be lost.
    console.error('A page failed while being shown', error, info.componentStack);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/**
 * Keeps the shell alive whatever a routed page throws: the page is replaced by a translated
 * message with Retry (the page starts afresh) and the way back to the dashboard; going to
 * another address clears the failure. `onShown` is told
 * when the message is shown (the progress bar ends as for a page).
 */
export function PageErrorBoundary({ children, onShown }: { children: ReactNode; onShown?: () => void }) {
  const [location, navigate] = useLocation();
  // Each retry mounts the page anew, so its state machines start over.
  const [attempt, setAttempt] = useState(0);
  return (
    <Catcher
      resetKey={location}
      fallback={(retry) => {
        const again = () => {
          setAttempt((n) => n + 1);
          retry();
        };
        return (
          <Suspense fallback={null}>
            <PageFailure
              kind="crashed"
              onRetry={again}
              // On the dashboard itself, going back is trying again.
              onHome={() => (normalizePath(location) === DASHBOARD_PATH ? again() : navigate(DASHBOARD_PATH))}
            />
            {onShown ? <Shown onShown={onShown} /> : null}
          </Suspense>
        );
      }}
    >
      <Attempt key={attempt}>{children}</Attempt>
    </Catcher>
  );
}

function Attempt({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

function Shown({ onShown }: { onShown: () => void }) {
  useEffect(() => {
    onShown();
  }, [onShown]);
  return null;
}
