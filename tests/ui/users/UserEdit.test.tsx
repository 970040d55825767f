// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userFormValuesOf } from '../../../src/domain/userForms';
import { DEFAULT_AVATAR_URL } from '../../../src/ui/shell/TopBar';
import { UserEdit, userEditHeader, type UserEditProps } from '../../../src/ui/users/UserEdit';
import { translator } from '../../../src/i18n/translator';
import { createProps, demoUser, editProps } from '../../../stories/users/userFixtures';
import { renderUi } from '../render';

// jsdom has no ResizeObserver; the save menu's positioner watches its trigger with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(cleanup);

type Handlers = Pick<UserEditProps, 'onBack' | 'onReset' | 'onSave' | 'onInvalid' | 'onTabChange' | 'onChangePassword' | 'onRetry'>;

function handlers() {
  return {
    onBack: vi.fn<Handlers['onBack']>(),
    onReset: vi.fn<Handlers['onReset']>(),
    onSave: vi.fn<Handlers['onSave']>(),
    onInvalid: vi.fn<Handlers['onInvalid']>(),
    onTabChange: vi.fn<Handlers['onTabChange']>(),
    onChangePassword: vi.fn<Handlers['onChangePassword']>(),
    onRetry: vi.fn<Handlers['onRetry']>(),
  };
}

function render(view: Omit<UserEditProps, keyof Handlers>, language: 'en' | 'ptBr' = 'en') {
  const events = handlers();
  renderUi(<UserEdit {...view} {...events} />, language);
  return events;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const change = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });

describe('UserEdit', () => {
  it("create mode: 'Create user', the default avatar, tabs 4 and 5 disabled", () => {
    const { container } = renderUi(<UserEdit {...createProps()} {...handlers()} />, 'en');
    expect(screen.getByRole('heading', { name: 'Create user' })).toBeTruthy();
    expect(container.querySelector('[data-part="picture"]')?.getAttribute('src')).toBe(DEFAULT_AVATAR_URL);
    expect((tab('Basic info') as HTMLButtonElement).disabled).toBe(false);
    expect((tab('Social networks') as HTMLButtonElement).disabled).toBe(false);
    expect((tab('User roles') as HTMLButtonElement).disabled).toBe(true);
    expect((tab('Change password') as HTMLButtonElement).disabled).toBe(true);
  });

  it("edit mode: 'Edit user - {full name}', the user's values, every tab open", () => {
    render(editProps());
    expect(screen.getByRole('heading', { name: 'Edit user - Ana Souza' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Picture of Ana Souza' }).getAttribute('src')).toBe(DEFAULT_AVATAR_URL);
    expect(input(/^Username/).value).toBe('ana');
    expect(input(/^Full Name/).value).toBe('Ana Souza');
    expect((tab('Change password') as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the user's own picture when there is one", () => {
    render(editProps({ user: demoUser(1, { pic: 'https://cdn.example.com/ana.png' }) }));
    expect(screen.getByRole('img', { name: 'Picture of Ana Souza' }).getAttribute('src')).toBe('https://cdn.example.com/ana.png');
  });

  it('Back, Reset and tabs raise their events; Reset is off outside the first tab', async () => {
    const events = render(editProps());
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(events.onBack).toHaveBeenCalledOnce();
    expect(events.onReset).toHaveBeenCalledOnce();
    fireEvent.click(tab('User address'));
    await waitFor(() => expect(events.onTabChange).toHaveBeenCalledWith(2));
    cleanup();
    render(editProps({ tab: 2, canReset: false }));
    expect((screen.getByRole('button', { name: 'Reset' }) as HTMLButtonElement).disabled).toBe(true);
    expect(tab('User address').getAttribute('aria-selected')).toBe('true');
  });

  it("an empty form says 'Username is required' and 'Full Name is required', raises onInvalid, not onSave, and marks the tabs holding errors", async () => {
    const events = render(createProps());
    expect(screen.queryByRole('tab', { name: /has errors/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Full Name is required')).toBeTruthy();
    await waitFor(() => expect(events.onInvalid).toHaveBeenCalledOnce());
    expect(events.onSave).not.toHaveBeenCalled();
    // Basic info and the address are wrong; the social networks are not.
    expect(screen.getAllByRole('tab').map((trigger) => trigger.textContent)).toEqual([
      'Basic info!(has errors)',
      'User address!(has errors)',
      'Social networks',
      'User roles',
      'Change password',
    ]);
    expect(tab('Basic info (has errors)').hasAttribute('data-invalid')).toBe(true);
    expect(tab('Social networks').hasAttribute('data-invalid')).toBe(false);
  });

  it('marks the tabs in Portuguese too', async () => {
    render(createProps(), 'ptBr');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(tab('Endereço do usuário (contém erros)')).toBeTruthy());
  });

  it('checks the e-mail for format only', async () => {
    render(createProps());
    change(/^Email/, 'ana@');
    expect(await screen.findByText('Email is not valid')).toBeTruthy();
    change(/^Email/, '');
    await waitFor(() => expect(screen.queryByText('Email is not valid')).toBeNull());
  });

  it("the invalid alert reads 'Oh snap! Change a few things up and try submitting again.'", () => {
    render(createProps({ invalidAlert: true }));
    expect(screen.getByRole('alert').textContent).toContain('Oh snap! Change a few things up and try submitting again.');
  });

  it('with only the address missing, raises onInvalid, marks only the address tab, which shows its alert and messages; fixed, the mark goes', async () => {
    const events = render(createProps({ tab: 2, canReset: false }));
    change(/^Username/, 'bia');
    change(/^Full Name/, 'Bia Lima');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(events.onInvalid).toHaveBeenCalledOnce());
    expect(screen.getAllByRole('tab', { name: /has errors/ }).map((trigger) => trigger.getAttribute('data-value'))).toEqual(['2']);
    const panel = screen.getByRole('tabpanel', { name: 'User address (has errors)' });
    expect(within(panel).getByRole('alert').textContent).toContain('Oh snap! Change a few things up and try submitting again.');
    for (const name of ['Address Line', 'City', 'State', 'Post Code']) expect(within(panel).getByText(`${name} is required`)).toBeTruthy();
    change(/^Address Line/, 'Rua A, 1');
    change(/^City/, 'Recife');
    change(/^State/, 'PE');
    change(/^Post Code/, '50000-000');
    await waitFor(() => expect(screen.queryByRole('tab', { name: /has errors/ })).toBeNull());
    expect(tab('User address')).toBeTruthy();
  });

  it('Save raises the values with the intent; the menu offers Save & Exit, Save & Duplicate, Save & Continue', async () => {
    const events = render(editProps());
    change(/^Occupation/, 'Chef');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const expected = { ...userFormValuesOf(demoUser(1)), occupation: 'Chef' };
    await waitFor(() => expect(events.onSave).toHaveBeenCalledWith('save', expected));
    fireEvent.click(screen.getByRole('button', { name: 'More save options' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Save & Exit', 'Save & Duplicate', 'Save & Continue']);
    // The menu selects its highlighted item: ArrowDown from no highlight goes to the first one.
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Save & Exit' }).hasAttribute('data-highlighted')).toBe(true));
    fireEvent.keyDown(menu, { key: 'Enter' });
    await waitFor(() => expect(events.onSave).toHaveBeenLastCalledWith('exit', expected));
  });

  it('while saving, Save is busy and the menu is off', () => {
    render(editProps({ status: 'saving' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'More save options' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a refused save says why', () => {
    render(editProps({ failure: { during: 'save', error: { statusCode: 409, code: 'email_taken' } } }));
    expect(screen.getByRole('alert').textContent).toContain('This e-mail belongs to another user.');
  });

  it('the roles tab assigns an unassigned role and removes an assigned one, saved with the user', async () => {
    const events = render(editProps({ tab: 4, canReset: false }));
    const panel = screen.getByRole('tabpanel', { name: 'User roles' });
    expect(within(panel).getByText('Gerente')).toBeTruthy();
    const picker = within(panel).getByRole('combobox', { name: 'Role to assign' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select a role', 'Administrador', 'Atendimento']);
    const assign = within(panel).getByRole('button', { name: 'Assign' }) as HTMLButtonElement;
    expect(assign.disabled).toBe(true);
    // The tab says the assignment waits for Save; nothing is pending yet.
    expect(within(panel).getByText('Roles you assign or remove here are pending until Save: press Save to keep them.')).toBeTruthy();
    expect(within(panel).getByRole('status').textContent).toBe('');
    fireEvent.change(picker, { target: { value: '3' } });
    fireEvent.click(assign);
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Remove the role Atendimento' })).toBeTruthy());
    expect(within(panel).getByRole('status').textContent).toBe('Changes pending until Save');
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Gerente', 'Atendimentopending until Save']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove the role Gerente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(events.onSave).toHaveBeenCalledWith('save', { ...userFormValuesOf(demoUser(1)), roles: ['3'] }));
  });

  it("the password tab: button off until both are given, 'Oh snap! Password not match.' on a mismatch", async () => {
    const events = render(editProps({ tab: 5, canReset: false }));
    const panel = screen.getByRole('tabpanel', { name: 'Change password' });
    const button = within(panel).getByRole('button', { name: 'Change password' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const [password, confirm] = within(panel).getAllByLabelText(/password/i, { selector: 'input' });
    if (!password || !confirm) throw new Error('the password inputs are missing');
    fireEvent.blur(password);
    expect(await within(panel).findByText('Password is required')).toBeTruthy();
    fireEvent.blur(confirm);
    expect(await within(panel).findByText('Confirm password is required')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'secret-1' } });
    fireEvent.change(confirm, { target: { value: 'secret-2' } });
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(await within(panel).findByText('Oh snap! Password not match.')).toBeTruthy();
    expect(events.onChangePassword).not.toHaveBeenCalled();
    fireEvent.change(confirm, { target: { value: 'secret-1' } });
    await waitFor(() => expect(within(panel).queryByText('Oh snap! Password not match.')).toBeNull());
    fireEvent.click(button);
    await waitFor(() => expect(events.onChangePassword).toHaveBeenCalledWith('secret-1'));
  });

  it("says 'Please wait....' while loading, and offers Retry after a failed load", () => {
    render(editProps({ status: 'loading', user: null }));
    expect(screen.getByRole('status').textContent).toContain('Please wait....');
    cleanup();
    const events = render(editProps({ status: 'loadFailed', user: null, failure: { during: 'load', error: { statusCode: 404, code: 'not_found' } } }));
    expect(screen.getByRole('alert').textContent).toContain('This user no longer exists.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(events.onRetry).toHaveBeenCalledOnce();
  });

  it('speaks Portuguese by default', () => {
    render(createProps(), 'ptBr');
    expect(screen.getByRole('heading', { name: 'Criar usuário' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy();
  });
});

describe('userEditHeader', () => {
  it('titles and crumbs: User Management > Users > Create user or Edit user', () => {
    const pages = { management: '/user-management', users: '/user-management/users' };
    const LL = translator('en');
    expect(userEditHeader(LL, 'create', '', pages)).toEqual({
      title: 'Create user',
      crumbs: [
        { title: 'User Management', page: '/user-management' },
        { title: 'Users', page: '/user-management/users' },
        { title: 'Create user' },
      ],
    });
    expect(userEditHeader(LL, 'edit', 'Ana Souza', pages)).toMatchObject({ title: 'Edit user - Ana Souza', crumbs: [{}, {}, { title: 'Edit user' }] });
  });
});
