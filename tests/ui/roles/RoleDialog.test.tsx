// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { RoleDialog, type RoleDialogProps } from '../../../src/ui/roles/RoleDialog';
import { dialogViews } from '../../../stories/roles/roleFixtures';
import { renderUi } from '../render';

afterEach(cleanup);

function props(overrides: Partial<RoleDialogProps> = {}): RoleDialogProps {
  return {
    open: true,
    mode: 'edit',
    status: 'editing',
    roleTitle: 'Atendimento',
    defaultTitle: 'Atendimento',
    alert: null,
    ...dialogViews(['accessToHelpDeskTickets']),
    onToggle: vi.fn(),
    onSave: vi.fn(),
    onCancel: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
}

describe('RoleDialog', () => {
  it("names the role being edited and saves the title typed", async () => {
    const p = props();
    renderUi(<RoleDialog {...p} />);
    expect(await screen.findByRole('heading', { name: "Editar perfil 'Atendimento'" })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Título/ }), { target: { value: 'Atendimento N1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(p.onSave).toHaveBeenCalledWith('Atendimento N1');
  });

  it("says 'Title is required' once the title is left empty", async () => {
    renderUi(<RoleDialog {...props({ mode: 'create', roleTitle: '', defaultTitle: '' })} />, 'en');
    expect(await screen.findByRole('heading', { name: 'New role' })).toBeTruthy();
    expect(screen.queryByText('Title is required')).toBeNull();
    fireEvent.blur(screen.getByRole('textbox', { name: /Title/ }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
  });

  it('lets the title run past 100 characters and says the maximum length instead of cutting it', async () => {
    const p = props({ mode: 'create', roleTitle: '', defaultTitle: '' });
    renderUi(<RoleDialog {...p} />, 'en');
    const title = (await screen.findByRole('textbox', { name: /Title/ })) as HTMLInputElement;
    expect(title.hasAttribute('maxlength')).toBe(false);
    fireEvent.change(title, { target: { value: 'a'.repeat(100) } });
    expect(screen.queryByText('maximum length is 100')).toBeNull();
    fireEvent.change(title, { target: { value: 'a'.repeat(101) } });
    expect(title.value).toHaveLength(101);
    expect(await screen.findByText('maximum length is 100')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    cleanup();
    renderUi(<RoleDialog {...props({ defaultTitle: 'b'.repeat(120) })} />);
    expect(await screen.findByText('o tamanho máximo é 100')).toBeTruthy();
  });

  it('raises the id of a ticked box, and shows the parent of a ticked child ticked', async () => {
    const p = props();
    renderUi(<RoleDialog {...p} />);
    const tickets = await screen.findByRole('checkbox', { name: 'Chamados' });
    expect((tickets as HTMLInputElement).checked).toBe(true);
    const parent = screen.getByRole('checkbox', { name: 'Central de ajuda' }) as HTMLInputElement;
    expect(parent.checked).toBe(true);
    expect(parent.closest('label')?.getAttribute('data-state')).toBe('checked');
    fireEvent.click(screen.getByText('Academia ECBR'));
    await waitFor(() => expect(p.onToggle).toHaveBeenCalledWith('accessToHelpDeskAcademyecbr'));
  });

  it('shows what the ticked permissions open', async () => {
    renderUi(<RoleDialog {...props()} />);
    const preview = await screen.findByRole('region', { name: 'O que este perfil libera' });
    expect(preview.textContent).toContain('Chamados');
    cleanup();
    renderUi(<RoleDialog {...props(dialogViews([]))} />);
    expect((await screen.findByRole('region', { name: 'O que este perfil libera' })).textContent).toContain('Marque permissões');
  });

  it('shows a core role read-only: title, boxes and Save disabled', async () => {
    const p = props({ mode: 'view', roleTitle: 'Administrador', defaultTitle: 'Administrador' });
    renderUi(<RoleDialog {...p} />);
    expect(await screen.findByRole('heading', { name: "Perfil 'Administrador'" })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Título/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).disabled)).toBe(true);
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
    // The footer's Close and the corner's close button both cancel.
    for (const close of screen.getAllByRole('button', { name: 'Fechar' })) fireEvent.click(close);
    await waitFor(() => expect(p.onCancel).toHaveBeenCalled());
  });

  it('shows the alert it is given, and Cancel closes', async () => {
    const p = props({ alert: { kind: 'failed', message: 'O perfil não foi salvo: título em uso' } });
    renderUi(<RoleDialog {...p} />);
    expect((await screen.findByRole('alert')).textContent).toContain('título em uso');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(p.onCancel).toHaveBeenCalled();
  });

  it('offers a retry when the role could not be loaded', async () => {
    const p = props({ status: 'loadFailed' });
    renderUi(<RoleDialog {...p} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(p.onRetry).toHaveBeenCalled();
  });
});
