// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { system } from '../../../src/ui/theme';
import { DeleteDialog, FetchSelectedDialog, UpdateStatusDialog } from '../../../src/ui/lists/ListDialogs';
import { renderUi } from '../render';

afterEach(cleanup);

const ITEMS = [
  { id: '1', text: 'Ana Souza, ana@example.com' },
  { id: '2', text: 'Bruno Lima, bruno@example.com' },
];

/** The width the dialog's content is given (its style sheet, as the browser computes it). */
function widthOf(dialog: HTMLElement): string {
  return getComputedStyle(dialog).width;
}

describe('DeleteDialog', () => {
  const texts = {
    title: 'Delete user',
    description: 'Are you sure to permanently delete this user?',
    waitingText: 'User is deleting...',
  };

  it('asks, 440 px wide, and raises onConfirm or onCancel', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderUi(<DeleteDialog open closing={false} {...texts} onConfirm={onConfirm} onCancel={onCancel} />, 'en');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user' });
    expect(widthOf(dialog)).toBe('440px');
    expect(within(dialog).getByText('Are you sure to permanently delete this user?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('once confirmed shows the waiting text and cannot be cancelled', async () => {
    const onCancel = vi.fn();
    renderUi(<DeleteDialog open closing {...texts} onConfirm={vi.fn()} onCancel={onCancel} />, 'en');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user' });
    expect(within(dialog).getByRole('status').textContent).toContain('User is deleting...');
    expect(within(dialog).queryByText('Are you sure to permanently delete this user?')).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('keeps the waiting text while it plays its closing animation, never the question again', async () => {
    // jsdom runs no animations: the dialog's content reports one, so it stays while it "plays".
    const realStyle = window.getComputedStyle;
    const spy = vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = realStyle(element, pseudo);
      if (!(element instanceof HTMLElement) || element.dataset.part !== 'delete-dialog') return style;
      return new Proxy(style, { get: (target, key) => (key === 'animationName' ? 'fade-out' : Reflect.get(target, key)) });
    });
    try {
      const props = { ...texts, onConfirm: vi.fn(), onCancel: vi.fn() };
      const wrapper = ({ children }: { children: ReactNode }) => (
        <ChakraProvider value={system}>
          <I18nProvider initialLanguage="en">{children}</I18nProvider>
        </ChakraProvider>
      );
      const { rerender } = render(<DeleteDialog open closing {...props} />, { wrapper });
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete user' });
      // The list closes the dialog and forgets it was confirmed (and, for several rows, which rows).
      rerender(<DeleteDialog open={false} closing={false} {...props} title="Delete users" description="Are you sure to permanently delete selected users?" />);
      expect(dialog.isConnected).toBe(true);
      expect(within(dialog).getByRole('status').textContent).toContain('User is deleting...');
      expect(within(dialog).queryByText(/Are you sure/)).toBeNull();
      expect(within(dialog).getByRole('heading').textContent).toBe('Delete user');
      // Opened again for another delete: the question again.
      rerender(<DeleteDialog open closing={false} {...props} />);
      await waitFor(() => expect(screen.getByText('Are you sure to permanently delete this user?')).toBeTruthy());
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });

  it('is not there when closed', () => {
    renderUi(<DeleteDialog open={false} closing={false} {...texts} onConfirm={vi.fn()} onCancel={vi.fn()} />, 'en');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('speaks Portuguese', async () => {
    renderUi(<DeleteDialog open closing={false} {...texts} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });
});

describe('FetchSelectedDialog', () => {
  it('lists the selected elements, 400 px wide, and Ok closes', async () => {
    const onClose = vi.fn();
    renderUi(<FetchSelectedDialog open items={ITEMS} onClose={onClose} />, 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Selected elements' });
    expect(widthOf(dialog)).toBe('400px');
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(ITEMS.map((item) => item.text));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('UpdateStatusDialog', () => {
  const statuses = [
    { value: 'active', label: 'Active' },
    { value: 'suspended', label: 'Suspended' },
  ];

  it('is 480 px wide; Update status waits for a status and raises it', async () => {
    const onConfirm = vi.fn();
    renderUi(<UpdateStatusDialog open items={ITEMS} statuses={statuses} closing={false} onConfirm={onConfirm} onCancel={vi.fn()} />, 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Update status for selected elements' });
    expect(widthOf(dialog)).toBe('480px');
    const update = within(dialog).getByRole('button', { name: 'Update status' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Status' }), { target: { value: 'suspended' } });
    await waitFor(() => expect(update.disabled).toBe(false));
    fireEvent.click(update);
    expect(onConfirm).toHaveBeenCalledWith('suspended');
  });

  it('once confirmed shows its waiting text', async () => {
    renderUi(<UpdateStatusDialog open items={ITEMS} statuses={statuses} closing status="active" onConfirm={vi.fn()} onCancel={vi.fn()} />, 'en');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status').textContent).toContain('Status is updating...');
  });
});
