/** The first page is asked for 1 s after the list opens (seed 000 section 9). */
export const LIST_FIRST_LOAD_MS = 1000;
/** The search reacts 150 ms after the last keystroke (seed 000 section 9). */
export const LIST_SEARCH_DEBOUNCE_MS = 150;
/** A confirmed dialog shows its waiting text 2.5 s, then closes with its result (seed 000 section 9). */
export const LIST_DIALOG_CLOSE_MS = 2500;
