// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EMPTY_APPLICATION_FORM, NO_APPLICATION_FILTERS } from '../../../src/domain/applications';
import { ApplicationDialog, type ApplicationDialogProps } from '../../../src/ui/applications/ApplicationDialog';
import { ApplicationLookups, type ApplicationLookupsProps } from '../../../src/ui/applications/ApplicationLookups';
import { ApplicationsList, type ApplicationsListProps } from '../../../src/ui/applications/ApplicationsList';
import { ANSWERED, APPLICATIONS, APPLICATIONS_LIST, CANTINA_FORM, IDLE } from '../../../stories/applications/applicationFixtures';
import { deleteAsked } from '../../../stories/lists/listStates';
import { columnHeaders, confirmDelete, editingEvents, pressEach, renderList } from '../listHarness';
import { renderUi } from '../render';

afterEach(cleanup);

function listProps(overrides: Partial<ApplicationsListProps> = {}): ApplicationsListProps {
  return { list: APPLICATIONS_LIST, filters: NO_APPLICATION_FILTERS, onFiltersChange: vi.fn(), onEdit: vi.fn(), onOpenPrivacy: vi.fn(), ...editingEvents(), ...overrides };
}

describe('ApplicationsList', () => {
  it('shows each application with its platform, status, version, forced upgrade and domain', () => {
    renderUi(<ApplicationsList {...listProps()} />, 'en');
    expect(columnHeaders('Applications list')).toEqual([
      'Select all rows on this page',
      'Name',
      'Platform',
      'Status',
      'Version',
      'Forced upgrade',
      'Domain',
      'Actions',
    ]);
    expect(within(screen.getByRole('row', { name: /Açougue do Bairro/ })).getByText('Under maintenance')).toBeTruthy();
    const ios = screen.getByRole('row', { name: /Delivery Brasil iOS/ });
    expect(within(ios).getByText('iOS')).toBeTruthy();
    expect(within(ios).getByText('Forced')).toBeTruthy();
    expect(within(ios).getByText('No domain')).toBeTruthy();
  });

  it('the status and forced-upgrade filters raise the filters chosen', () => {
    const p = listProps();
    renderUi(<ApplicationsList {...p} />, 'en');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'maintenance' } });
    expect(p.onFiltersChange).toHaveBeenLastCalledWith({ status: 'maintenance', upgrade: '' });
    fireEvent.change(screen.getByLabelText('Forced upgrade'), { target: { value: 'yes' } });
    expect(p.onFiltersChange).toHaveBeenLastCalledWith({ status: '', upgrade: 'yes' });
  });

  it('New, edit, the privacy page and delete raise their events', () => {
    const p = renderList(ApplicationsList, listProps());
    pressEach([
      ['New application', p.onNew],
      ['Edit application Cantina Online', p.onEdit, APPLICATIONS[1]],
      ['Privacy page of Cantina Online', p.onOpenPrivacy, APPLICATIONS[1]],
      ['Delete application Pet Shop Delivery', p.onDelete, ['a5']],
    ]);
  });

  it("asks 'Are you sure to permanently delete this application?'", async () => {
    const p = renderList(ApplicationsList, listProps({ list: deleteAsked(APPLICATIONS_LIST, ['a5']) }));
    await confirmDelete('Delete application', 'Are you sure to permanently delete this application?', p.onConfirmDelete);
  });
});

function dialogProps(overrides: Partial<ApplicationDialogProps> = {}): ApplicationDialogProps {
  return { open: true, mode: 'create', status: 'editing', onSubmit: vi.fn(), onCancel: vi.fn(), onRetry: vi.fn(), ...overrides };
}

describe('ApplicationDialog', () => {
  it('an empty save marks the name, platform and version required and raises nothing', async () => {
    const p = dialogProps();
    renderUi(<ApplicationDialog {...p} />, 'en');
    expect(await screen.findByRole('heading', { name: 'New application' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Required field')).toHaveLength(3));
    expect(p.onSubmit).not.toHaveBeenCalled();
  });

  it('raises the values of a valid form', async () => {
    const p = dialogProps();
    renderUi(<ApplicationDialog {...p} />, 'en');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Empório' } });
    fireEvent.change(screen.getByLabelText(/^Platform/), { target: { value: 'web' } });
    fireEvent.change(screen.getByLabelText(/^Version/), { target: { value: '1.0.0' } });
    fireEvent.change(screen.getByLabelText(/^Domain/), { target: { value: 'emporio.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(p.onSubmit).toHaveBeenCalledWith({ ...EMPTY_APPLICATION_FORM, name: 'Empório', typeApp: 'web', version: '1.0.0', domain: 'emporio.example.com' }),
    );
  });

  it('says a domain must be a host name', async () => {
    renderUi(<ApplicationDialog {...dialogProps()} />, 'en');
    const domain = await screen.findByLabelText(/^Domain/);
    fireEvent.change(domain, { target: { value: 'https://emporio.example.com' } });
    fireEvent.blur(domain);
    await screen.findByText('Enter a domain name, with a port if needed (e.g. app.example.com:8080)');
  });

  it('edits from the stored values, with the stored name in the heading; a refusal shows above the fields', async () => {
    renderUi(<ApplicationDialog {...dialogProps({ mode: 'edit', applicationName: 'Cantina Online', defaultValues: CANTINA_FORM, errorMessage: 'Another application already uses this domain.' })} />, 'en');
    expect(await screen.findByRole('heading', { name: "Edit application 'Cantina Online'" })).toBeTruthy();
    expect((screen.getByLabelText(/^Privacy terms/) as HTMLTextAreaElement).value).toBe('Política de privacidade da Cantina Online.\n\nSeus dados ficam conosco.');
    expect(screen.getByRole('alert').textContent).toContain('Another application already uses this domain.');
  });

  it('loads the stored terms first; a failed load offers a retry', async () => {
    renderUi(<ApplicationDialog {...dialogProps({ mode: 'edit', status: 'loading', applicationName: 'Cantina Online' })} />, 'en');
    expect((await screen.findByRole('status')).textContent).toContain('Loading the privacy terms...');
    cleanup();
    const p = dialogProps({ mode: 'edit', status: 'loadFailed', applicationName: 'Cantina Online' });
    renderUi(<ApplicationDialog {...p} />, 'en');
    expect((await screen.findByRole('alert')).textContent).toContain("This application's privacy terms could not be loaded.");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(p.onRetry).toHaveBeenCalledOnce();
  });
});

function lookupProps(overrides: Partial<ApplicationLookupsProps> = {}): ApplicationLookupsProps {
  return {
    searchText: '',
    search: { status: 'ready', result: APPLICATIONS, error: null },
    onSearchText: vi.fn(),
    onRetrySearch: vi.fn(),
    upgradeType: '',
    upgradeStatus: '',
    upgrades: IDLE,
    onUpgradeChange: vi.fn(),
    onRetryUpgrades: vi.fn(),
    onOpen: vi.fn(),
    ...overrides,
  };
}

describe('ApplicationLookups', () => {
  it('the name search raises the text typed; a name found opens the application', () => {
    const p = lookupProps();
    renderUi(<ApplicationLookups {...p} />, 'en');
    expect(screen.getByText('5 applications')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Application name'), { target: { value: ' cant ' } });
    expect(p.onSearchText).toHaveBeenCalledWith(' cant ');
    fireEvent.click(screen.getByRole('button', { name: 'Cantina Online' }));
    expect(p.onOpen).toHaveBeenCalledWith(APPLICATIONS[1]);
  });

  it('the forced upgrades wait for both choices, then list what was found', async () => {
    const p = lookupProps({ upgradeType: 'ios' });
    renderUi(<ApplicationLookups {...p} />, 'en');
    fireEvent.click(screen.getByRole('tab', { name: 'Forced upgrades' }));
    await screen.findByText('Choose the platform and the status to see the applications that force an upgrade.');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'active' } });
    expect(p.onUpgradeChange).toHaveBeenCalledWith('ios', 'active');
    cleanup();
    renderUi(<ApplicationLookups {...lookupProps({ upgradeType: 'ios', upgradeStatus: 'active', upgrades: ANSWERED })} />, 'en');
    fireEvent.click(screen.getByRole('tab', { name: 'Forced upgrades' }));
    expect(await screen.findByRole('button', { name: 'Delivery Brasil iOS' })).toBeTruthy();
    expect(screen.getByText('1 application')).toBeTruthy();
  });

  it('a failed lookup says so, with a retry', () => {
    const p = lookupProps({ search: { status: 'failed', result: null, error: { statusCode: 0, code: 'network' } } });
    renderUi(<ApplicationLookups {...p} />, 'en');
    expect(screen.getByRole('alert').textContent).toContain('The server could not be reached.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(p.onRetrySearch).toHaveBeenCalledOnce();
  });
});
