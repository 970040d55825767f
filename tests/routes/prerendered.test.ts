// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { carryPrerenderedForm, PRERENDERED_FORM_ATTRIBUTE } from '../../src/routes/prerendered';

// The sign-in form the build draws into the page, taken over by the app: what the user typed, the
// focus and a submit asked for move to the app's form when React's first render replaces it.

afterEach(() => document.body.replaceChildren());

/** The page's #root with a sign-in form: the build's (`prerendered`) or the app's. */
function loginForm(prerendered: boolean): HTMLFormElement {
  const form = document.createElement('form');
  if (prerendered) form.setAttribute(PRERENDERED_FORM_ATTRIBUTE, '');
  form.innerHTML = `<input name="email" type="email"><input name="password" type="password"><button type="submit"${prerendered ? ' disabled' : ''}>Entrar</button>`;
  return form;
}

const field = (root: ParentNode, name: string) => {
  const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no ${name} field`);
  return input;
};

function typeInto(input: HTMLInputElement, value: string): void {
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The app's form, recording the input events it hears (React's onChange) and its submits. */
function appForm() {
  const form = loginForm(false);
  const heard: string[] = [];
  let submits = 0;
  form.addEventListener('input', (event) => {
    const input = event.target as HTMLInputElement;
    heard.push(`${input.name}=${input.value}`);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submits += 1;
  });
  return { form, heard, submits: () => submits };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 80));

function page() {
  const root = document.createElement('div');
  document.body.append(root);
  const built = loginForm(true);
  root.append(built);
  return { root, built };
}

describe('carryPrerenderedForm', () => {
  it('moves what was typed and the focus into the app’s form as it replaces the drawn one, and sends nothing itself', async () => {
    const { root, built } = page();
    typeInto(field(built, 'email'), 'ana@example.com');
    carryPrerenderedForm(root);
    // Typed after the app's code started, before its first render.
    typeInto(field(built, 'password'), 'segredo-123');
    const app = appForm();
    root.replaceChildren(app.form);
    await settled();
    expect(field(app.form, 'email').value).toBe('ana@example.com');
    expect(field(app.form, 'password').value).toBe('segredo-123');
    // As typing would: the form's own state hears each value.
    expect(app.heard).toEqual(['email=ana@example.com', 'password=segredo-123']);
    expect(document.activeElement).toBe(field(app.form, 'password'));
    expect(app.submits()).toBe(0);
    // The app's page is not followed after the takeover: a focus there reads nothing of the page.
    let reads = 0;
    const read = root.querySelectorAll.bind(root);
    root.querySelectorAll = ((selectors: string) => {
      reads += 1;
      return read(selectors);
    }) as typeof root.querySelectorAll;
    field(app.form, 'email').focus();
    expect(reads).toBe(0);
  });

  it('turns the drawn submit on and keeps a submit asked for until the app’s form can take it', async () => {
    const { root, built } = page();
    carryPrerenderedForm(root);
    const button = built.querySelector('button');
    expect(button?.disabled).toBe(false);
    typeInto(field(built, 'email'), 'ana@example.com');
    let sentByTheBrowser = 0;
    built.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) sentByTheBrowser += 1;
    });
    built.requestSubmit();
    expect(sentByTheBrowser).toBe(0);
    const app = appForm();
    root.replaceChildren(app.form);
    await settled();
    expect(app.submits()).toBe(1);
    expect(field(app.form, 'email').value).toBe('ana@example.com');
  });

  // A pointer event as the browser sends it (MouseEvent carries the button pressed).
  const pointer = (target: Element, type: 'pointerdown' | 'pointerup') => target.dispatchEvent(new MouseEvent(type, { bubbles: true, button: 0 }));
  const submitButton = (form: HTMLFormElement) => {
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!button) throw new Error('no submit button');
    return button;
  };

  it('submits the app’s form when a press on the drawn button is released on the app’s, after the takeover', async () => {
    const { root, built } = page();
    carryPrerenderedForm(root);
    typeInto(field(built, 'email'), 'ana@example.com');
    typeInto(field(built, 'password'), 'segredo-123');
    pointer(submitButton(built), 'pointerdown');
    const app = appForm();
    root.replaceChildren(app.form);
    await settled();
    expect(app.submits()).toBe(0);
    // Released on the app's button: the browser clicks nothing (pressed elsewhere), the takeover submits.
    pointer(submitButton(app.form), 'pointerup');
    await settled();
    expect(app.submits()).toBe(1);
    expect(field(app.form, 'password').value).toBe('segredo-123');
    // Another release sends nothing more.
    pointer(submitButton(app.form), 'pointerup');
    await settled();
    expect(app.submits()).toBe(1);
  });

  /**
   * A page whose drawn Entrar is pressed (and released first when `releasedBefore`), then taken
   * over: the app's form, once the takeover has settled.
   */
  async function pressedThenTakenOver(releasedBefore: boolean) {
    document.body.replaceChildren();
    const { root, built } = page();
    carryPrerenderedForm(root);
    pointer(submitButton(built), 'pointerdown');
    if (releasedBefore) pointer(built, 'pointerup');
    const app = appForm();
    root.replaceChildren(app.form);
    await settled();
    return app;
  }

  it('sends nothing for a press released before the takeover or away from the button, and once when the browser clicks itself', async () => {
    const first = await pressedThenTakenOver(true);
    pointer(submitButton(first.form), 'pointerup');
    await settled();
    expect(first.submits()).toBe(0);

    const second = await pressedThenTakenOver(false);
    pointer(field(second.form, 'email'), 'pointerup');
    await settled();
    expect(second.submits()).toBe(0);

    const third = await pressedThenTakenOver(false);
    const button = submitButton(third.form);
    pointer(button, 'pointerup');
    button.click();
    await settled();
    expect(third.submits()).toBe(1);
  });

  it('gives the focus back to the same place of the page when it was outside the fields (the language switch)', async () => {
    const { root, built } = page();
    const language = document.createElement('button');
    language.textContent = 'English';
    root.prepend(language);
    carryPrerenderedForm(root);
    language.focus();
    const app = appForm();
    const appLanguage = document.createElement('button');
    appLanguage.textContent = 'English';
    root.replaceChildren(appLanguage, app.form);
    await settled();
    expect(document.activeElement).toBe(appLanguage);
    expect(built.isConnected).toBe(false);
  });

  it('does nothing on a page without the drawn form, or when the app draws another page', async () => {
    const bare = document.createElement('div');
    document.body.append(bare);
    expect(() => carryPrerenderedForm(bare)).not.toThrow();
    const { root, built } = page();
    carryPrerenderedForm(root);
    typeInto(field(built, 'email'), 'ana@example.com');
    const dashboard = document.createElement('h1');
    dashboard.textContent = 'Olá, Ana';
    root.replaceChildren(dashboard);
    await settled();
    expect(root.textContent).toBe('Olá, Ana');
  });
});
