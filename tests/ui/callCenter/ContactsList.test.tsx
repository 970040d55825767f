// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ContactDialog, type ContactDialogProps } from '../../../src/ui/callCenter/ContactDialog';
import { ContactsList, type ContactsListProps } from '../../../src/ui/callCenter/ContactsList';
import { CONTACTS_FORBIDDEN, CONTACTS_INITIAL, CONTACTS_LIST } from '../../../stories/callCenter/callCenterFixtures';
import { deleteAsked } from '../../../stories/lists/listStates';
import { columnHeaders, confirmDelete, editingEvents, pressEach, renderList } from '../listHarness';
import { renderUi } from '../render';

afterEach(cleanup);

function props(overrides: Partial<ContactsListProps> = {}): ContactsListProps {
  return { list: CONTACTS_LIST, ...editingEvents(), ...overrides };
}

describe('ContactsList', () => {
  it('shows each contact with its phone formatted and its platform user, or none', () => {
    renderUi(<ContactsList {...props()} />, 'en');
    expect(columnHeaders('WhatsApp contacts')).toEqual(['Select all rows on this page', 'Name', 'Phone', 'User', 'Created', 'Actions']);
    const ana = screen.getByRole('row', { name: /Ana Beatriz Lopes/ });
    expect(within(ana).getByText('+55 (11) 98765-0001')).toBeTruthy();
    expect(within(ana).getByText('u1')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Gisele Rocha/ })).getByText('No user')).toBeTruthy();
  });

  it('New contact and a row’s delete raise their events', () => {
    const p = renderList(ContactsList, props());
    pressEach([['New contact', p.onNew], ['Delete contact Débora Martins', p.onDelete, ['c3']]]);
  });

  it("asks 'Are you sure to permanently delete this contact?' and raises the confirmation", async () => {
    const p = renderList(ContactsList, props({ list: deleteAsked(CONTACTS_LIST, ['c2']) }));
    await confirmDelete('Delete contact', 'Are you sure to permanently delete this contact?', p.onConfirmDelete);
  });

  it("says 'Please wait....' first, and a refusal in words", () => {
    renderUi(<ContactsList {...props({ list: CONTACTS_INITIAL })} />, 'en');
    expect(screen.getByText('Please wait....')).toBeTruthy();
    cleanup();
    renderUi(<ContactsList {...props({ list: CONTACTS_FORBIDDEN })} />, 'en');
    expect(screen.getByRole('alert').textContent).toContain('You are not allowed to see this list.');
  });

  it('speaks Portuguese by default', () => {
    renderUi(<ContactsList {...props()} />);
    expect(screen.getByRole('heading', { name: 'Contatos do WhatsApp' })).toBeTruthy();
    expect(screen.getByText('Sem usuário')).toBeTruthy();
  });
});

function dialogProps(overrides: Partial<ContactDialogProps> = {}): ContactDialogProps {
  return { open: true, status: 'editing', onSubmit: vi.fn(), onCancel: vi.fn(), ...overrides };
}

describe('ContactDialog', () => {
  it('an empty save marks the name and phone required and raises nothing', async () => {
    const p = dialogProps();
    renderUi(<ContactDialog {...p} />, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Required field')).toHaveLength(2));
    expect(p.onSubmit).not.toHaveBeenCalled();
  });

  it('a phone that is not 10 to 13 digits is said so once the field is left', async () => {
    renderUi(<ContactDialog {...dialogProps()} />, 'en');
    const phone = await screen.findByLabelText(/^Phone/);
    fireEvent.change(phone, { target: { value: '(11) 9876' } });
    fireEvent.blur(phone);
    await screen.findByText('Enter 10 to 13 digits, with the area code');
  });

  it('raises the values typed', async () => {
    const p = dialogProps();
    renderUi(<ContactDialog {...p} />, 'en');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Teresa Teste' } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '+55 (11) 91234-0099' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(p.onSubmit).toHaveBeenCalledWith({ name: 'Teresa Teste', phone: '+55 (11) 91234-0099', userId: '' }));
  });

  it('shows a refused save above the fields, with the values kept, and Cancel raises onCancel', async () => {
    const p = dialogProps({ errorMessage: 'This phone is already a contact of this company.', defaultValues: { name: 'Teresa', phone: '5511912340099', userId: '' } });
    renderUi(<ContactDialog {...p} />, 'en');
    expect((await screen.findByRole('alert')).textContent).toContain('This phone is already a contact of this company.');
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('5511912340099');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(p.onCancel).toHaveBeenCalledOnce();
  });
});
