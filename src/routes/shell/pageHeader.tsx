import { createContext, useContext, useEffect } from 'react';
import type { Crumb } from '../../ui/shell/SubHeader';

/** A page's own sub-header, when the menu's does not fit (a user's name in the title, say). */
export interface PageHeaderOverride {
  title: string;
  crumbs: Crumb[];
}

/** Set by the shell; a page raises its own header through {@link usePageHeader}. */
export const PageHeaderContext = createContext<(header: PageHeaderOverride | null) => void>(() => {});

/**
 * Replaces the sub-header the shell takes from the menu while the calling page is shown.
 * Pass a stable value (memoised) or a primitive-keyed one: the header is set again when it changes.
 */
export function usePageHeader(header: PageHeaderOverride | null): void {
  const setHeader = useContext(PageHeaderContext);
  const key = header === null ? null : JSON.stringify(header);
  useEffect(() => {
    setHeader(key === null ? null : (JSON.parse(key) as PageHeaderOverride));
    return () => setHeader(null);
  }, [key, setHeader]);
}
