import { useRef } from 'react';

/** A ref that always holds the latest value: for callbacks given once to a machine (the language may change after). */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
