// The sign-in page the build renders into the HTML (scripts/signInPage.tsx) paints its form before
// the app's code arrives. The user may type into it meanwhile: what is typed, and where the caret
// is, move to the app's own form when React's first render replaces the markup.

/** The attribute of the sign-in form the build rendered into the page. */
export const PRERENDERED_FORM_ATTRIBUTE = 'data-prerendered';

/** A text field of the prerendered form: what it holds, and the caret when it had the focus. */
interface CarriedField {
  value: string;
  selection: [number, number] | null;
}

/** Reads an input's caret; email inputs have none to read (null). */
function selectionOf(input: HTMLInputElement): [number, number] | null {
  try {
    return input.selectionStart === null || input.selectionEnd === null ? null : [input.selectionStart, input.selectionEnd];
  } catch {
    return null;
  }
}

/** Writes `value` into an input React controls, as typing would: the native setter, then an `input` event React hears. */
function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What takes the focus in a page, in the order the page holds it. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

const isTextField = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && element.name !== '' && element.type !== 'checkbox' && element.type !== 'radio' && element.type !== 'hidden';

/** How long after the takeover the release of a press begun on the drawn submit button still submits. */
const PRESS_HELD_MS = 5_000;

/**
 * Submits `form` when a press begun on the drawn submit button is released on the app's one, as
 * the click the browser does not make would have (unless it does make one).
 */
function releaseOnSubmit(form: HTMLFormElement): void {
  const release = new AbortController();
  setTimeout(() => release.abort(), PRESS_HELD_MS);
  document.addEventListener(
    'pointerup',
    (event) => {
      release.abort();
      const button = event.target instanceof Element ? event.target.closest('button[type="submit"]') : null;
      if (!(button instanceof HTMLButtonElement) || !form.contains(button) || button.disabled) return;
      let clicked = false;
      const watching = new AbortController();
      form.addEventListener('click', () => (clicked = true), { capture: true, signal: watching.signal });
      setTimeout(() => {
        watching.abort();
        if (!clicked && form.isConnected) form.requestSubmit(button);
      }, 0);
    },
    { capture: true, signal: release.signal },
  );
}

/**
 * Follows the prerendered sign-in form in `container`, if the page holds one: the text fields'
 * values and the focused field (with its caret) as the user leaves them, and a submit asked for
 * (Enter, or the button, which the build drew disabled so that the browser sends nothing before
 * this code runs, and which works from now on). When React's first render has replaced the markup
 * with the app's form, writes the values into the fields of the same names (as typing would, so
 * the form's state holds them), gives the focus back, before the page paints again, and submits
 * the app's form if the user did (or releases on its button a press begun on the drawn one). Nothing happens when the app draws another page (a signed-in
 * visitor goes on).
 * @example carryPrerenderedForm(document.getElementById('root')); // before createRoot(…).render(…)
 */
export function carryPrerenderedForm(container: HTMLElement, giveUpAfterMs = 60_000): void {
  const form = container.querySelector(`form[${PRERENDERED_FORM_ATTRIBUTE}]`);
  if (!form) return;
  let submitted = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted = true;
  });
  for (const button of form.querySelectorAll('button[type="submit"]')) {
    if (button instanceof HTMLButtonElement) button.disabled = false;
  }
  // The element with the focus (a field, a link, the language switch), and its place among the
  // page's focusable elements: the app's page has them in the same order.
  let focused: Element | null = null;
  let place = -1;
  let caret: [number, number] | null = null;
  const follow = (element: Element | null) => {
    if (!element || !container.contains(element)) return;
    focused = element;
    place = [...container.querySelectorAll(FOCUSABLE)].indexOf(element);
    // The caret as the user leaves it (a field taken out of the page forgets its own).
    caret = element instanceof HTMLInputElement ? selectionOf(element) : null;
  };
  follow(document.activeElement);
  // The page's listeners end with the takeover (or when it never comes): the app's own page is not followed.
  const following = new AbortController();
  // A press on the submit button still held when the markup is replaced: its release lands on the
  // app's button, and the browser clicks nothing (press and release on different elements).
  let pressed = false;
  form.addEventListener('pointerdown', (event) => {
    if (event instanceof MouseEvent && event.button === 0 && event.target instanceof Element && event.target.closest('button[type="submit"]')) pressed = true;
  });
  document.addEventListener('pointerup', () => (pressed = false), { capture: true, signal: following.signal });
  container.addEventListener('focusin', (event) => follow(event.target instanceof Element ? event.target : null), { signal: following.signal });
  for (const type of ['keyup', 'mouseup', 'input', 'select']) {
    form.addEventListener(type, (event) => {
      if (event.target instanceof HTMLInputElement && event.target === focused) caret = selectionOf(event.target);
    });
  }
  container.addEventListener(
    'focusout',
    (event) => {
      const left = event.target;
      // An element removed with the markup keeps the focus it had; one the user left does not.
      queueMicrotask(() => {
        if (left instanceof Element && left.isConnected && document.activeElement !== left && focused === left) focused = null;
      });
    },
    { signal: following.signal },
  );
  const carry = () => {
    const fields = new Map<string, CarriedField>();
    for (const input of form.querySelectorAll('input')) {
      if (isTextField(input)) fields.set(input.name, { value: input.value, selection: input === focused ? caret : null });
    }
    return fields;
  };
  const observer = new MutationObserver(() => {
    if (form.isConnected) return;
    observer.disconnect();
    following.abort();
    clearTimeout(giveUp);
    const fields = carry();
    const target = container.querySelector('form');
    if (!target) return;
    for (const input of target.querySelectorAll('input')) {
      const field = isTextField(input) ? fields.get(input.name) : undefined;
      if (field && field.value !== '' && input.value !== field.value) typeInto(input, field.value);
    }
    // Once React has drawn the values it took.
    if (submitted) setTimeout(() => target.isConnected && target.requestSubmit(), 0);
    else if (pressed) releaseOnSubmit(target);
    const was: Element | null = focused;
    if (!was) return;
    if (!(was instanceof HTMLInputElement && isTextField(was))) {
      const same = container.querySelectorAll(FOCUSABLE)[place];
      if (same instanceof HTMLElement && same.tagName === was.tagName) same.focus();
      return;
    }
    const name = was.name;
    const input = [...target.querySelectorAll('input')].find((candidate) => candidate.name === name);
    if (!input) return;
    input.focus();
    // The caret once the form has drawn the values it took (a value set puts the caret at its end),
    // unless the user has typed on meanwhile: the caret is then where the typing left it.
    const field = fields.get(input.name);
    const selection = field?.selection;
    if (!field || !selection || selection[0] === field.value.length) return;
    let typed = false;
    input.addEventListener('keydown', () => (typed = true), { once: true });
    setTimeout(() => {
      if (typed || document.activeElement !== input || input.value !== field.value) return;
      try {
        input.setSelectionRange(selection[0], selection[1]);
      } catch {
        // An email field keeps the caret where the browser puts it.
      }
    }, 50);
  });
  observer.observe(container, { childList: true });
  const giveUp = setTimeout(() => {
    observer.disconnect();
    following.abort();
  }, giveUpAfterMs);
}
