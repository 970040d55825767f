// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PermissionTree, type PermissionTreeProps } from '../../../src/ui/roles/PermissionTree';
import { ROLES, treeNodes } from '../../../stories/roles/roleFixtures';
import { renderUi } from '../render';

afterEach(cleanup);

function props(overrides: Partial<PermissionTreeProps> = {}): PermissionTreeProps {
  return { status: 'ready', failure: null, parents: treeNodes('en'), roleCount: ROLES.length, onRetry: vi.fn(), ...overrides };
}

describe('PermissionTree', () => {
  it('shows every section expanded with its permissions, each naming the roles that hold it', () => {
    renderUi(<PermissionTree {...props()} />, 'en');
    const tree = screen.getByRole('tree');
    const delivery = within(tree).getByRole('treeitem', { name: /^(Company delivery|Entrega da empresa)/ });
    expect(delivery.textContent).toContain('Company delivery');
    expect(within(delivery).getByLabelText('Held by: Administrador, Operador de entregas')).toBeTruthy();
    const companies = within(tree).getByRole('treeitem', { name: /^Companies/ });
    expect(companies.getAttribute('aria-expanded')).toBe('true');
    const nobody = within(tree).getByRole('treeitem', { name: /^Company groups/ });
    expect(within(nobody).queryByText('No role holds it')).toBeNull();
    expect(within(nobody).getByText(/Administrador/)).toBeTruthy();
  });

  it('says how many sections, permissions and roles there are', () => {
    const parents = treeNodes('en');
    const count = parents.reduce((n, p) => n + 1 + (p.children?.length ?? 0), 0);
    renderUi(<PermissionTree {...props({ parents })} />, 'en');
    expect(screen.getByText(`${parents.length} sections, ${count} permissions, ${ROLES.length} roles`)).toBeTruthy();
  });

  it('says when no role holds a permission', () => {
    const parents = treeNodes('en').map((p) => ({ ...p, roles: [], children: p.children?.map((c) => ({ ...c, roles: [] })) }));
    renderUi(<PermissionTree {...props({ parents, roleCount: 0 })} />, 'en');
    expect(screen.getAllByText('No role holds it').length).toBeGreaterThan(10);
  });

  it('collapses a section, the rest staying open', async () => {
    renderUi(<PermissionTree {...props()} />, 'en');
    const companies = screen.getByRole('treeitem', { name: /^Companies/ });
    const control = companies.querySelector('[data-part="branch-control"]') as HTMLElement;
    fireEvent.click(control);
    await waitFor(() => expect(companies.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.getByRole('treeitem', { name: /^General/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the loading state, and a failure in words with a retry', () => {
    renderUi(<PermissionTree {...props({ status: 'loading', parents: [] })} />, 'en');
    expect(screen.getByRole('status').textContent).toContain('Loading the permissions...');
    cleanup();
    const p = props({ status: 'failed', failure: { statusCode: 403, code: 'forbidden' }, parents: [] });
    renderUi(<PermissionTree {...p} />, 'en');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The permission catalogue could not be loaded.');
    expect(alert.textContent).toContain('You are not allowed to see this list.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(p.onRetry).toHaveBeenCalledOnce();
  });

  it('speaks Portuguese by default', () => {
    renderUi(<PermissionTree {...props({ parents: treeNodes() })} />);
    expect(screen.getByRole('heading', { name: 'Catálogo de permissões' })).toBeTruthy();
    expect(screen.getByRole('treeitem', { name: /^(Company delivery|Entrega da empresa)/ }).textContent).toContain('Entrega da empresa');
  });
});
