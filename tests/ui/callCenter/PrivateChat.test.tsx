// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { EMPTY_DRAFT } from '../../../src/domain/callCenter';
import { PrivateChat, type PrivateChatProps } from '../../../src/ui/callCenter/PrivateChat';
import { CONTACTS_LIST, CONVERSATION } from '../../../stories/callCenter/callCenterFixtures';
import { renderUi } from '../render';

// jsdom has no ResizeObserver; the composer's growing textarea watches itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(cleanup);

function props(overrides: { picker?: Partial<PrivateChatProps['picker']>; conversation?: Partial<PrivateChatProps['conversation']> } = {}): PrivateChatProps {
  return {
    picker: { list: CONTACTS_LIST, selectedId: 'c1', onSearch: vi.fn(), onPageChange: vi.fn(), onRetry: vi.fn(), onPick: vi.fn(), ...overrides.picker },
    conversation: { ...CONVERSATION, onRetry: vi.fn(), onType: vi.fn(), onChooseKind: vi.fn(), onSend: vi.fn(), onBack: vi.fn(), ...overrides.conversation },
  };
}

describe('PrivateChat', () => {
  it('lists the contacts, the open one pressed; picking one, searching and paging raise their events', () => {
    // jsdom applies the narrow layout, where the contacts show while no conversation is open.
    const p = props({ conversation: { status: 'closed', contact: null, messages: [] } });
    renderUi(<PrivateChat {...p} />, 'en');
    expect(screen.getByRole('button', { name: /Ana Beatriz Lopes/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Carlos Eduardo Nunes/ }));
    expect(p.picker.onPick).toHaveBeenCalledWith(CONTACTS_LIST.rows[1]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or phone' }), { target: { value: 'ana' } });
    expect(p.picker.onSearch).toHaveBeenCalledWith('ana');
    expect(screen.getByText('1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next contacts' }));
    expect(p.picker.onPageChange).toHaveBeenCalledWith(2);
  });

  it("says 'Pick a contact' while no conversation is open", () => {
    renderUi(<PrivateChat {...props({ conversation: { status: 'closed', contact: null, messages: [] } })} />, 'en');
    expect(screen.getByText('Pick a contact')).toBeTruthy();
  });

  it('shows each message sent with its state, the received ones without, and a failure’s reason', () => {
    renderUi(<PrivateChat {...props()} />, 'en');
    const conversation = screen.getByRole('region', { name: 'Conversation with Ana Beatriz Lopes' });
    const messages = within(conversation).getAllByRole('listitem').filter((item) => item.dataset.part === 'message');
    expect(messages.map((item) => [item.dataset.direction, item.dataset.status])).toEqual([
      ['outbound', 'read'],
      ['inbound', 'delivered'],
      ['outbound', 'delivered'],
      ['outbound', 'sent'],
      ['outbound', 'failed'],
      ['outbound', 'queued'],
    ]);
    expect(within(messages[0] as HTMLElement).getByText('Read')).toBeTruthy();
    expect(within(messages[1] as HTMLElement).queryByText('Delivered')).toBeNull();
    expect(within(messages[3] as HTMLElement).getByRole('link').getAttribute('href')).toBe('https://example.com/menu/cardapio-semana.jpg');
    expect(within(messages[4] as HTMLElement).getByText('Message undeliverable (code 131026)')).toBeTruthy();
    expect(within(messages[5] as HTMLElement).getByText('Queued')).toBeTruthy();
  });

  it('the composer raises what is typed, the kind chosen, and a send (Enter too) only when it can send', () => {
    const p = props({ conversation: { draft: { ...EMPTY_DRAFT, text: 'Olá' }, canSend: true } });
    renderUi(<PrivateChat {...p} />, 'en');
    const text = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(text, { target: { value: 'Olá, Ana' } });
    expect(p.conversation.onType).toHaveBeenCalledWith('Olá, Ana');
    fireEvent.keyDown(text, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(p.conversation.onSend).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Media link' }));
    expect(p.conversation.onChooseKind).toHaveBeenCalledWith('media');
    cleanup();
    const off = props();
    renderUi(<PrivateChat {...off} />, 'en');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message' }), { key: 'Enter' });
    expect(off.conversation.onSend).not.toHaveBeenCalled();
  });

  it('says a media link must be an http(s) address', () => {
    renderUi(<PrivateChat {...props({ conversation: { draft: { kind: 'media', text: '', mediaUrl: 'cardapio.jpg' } } })} />, 'en');
    expect(screen.getByRole('textbox', { name: 'Media address' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter an address starting with http:// or https://')).toBeTruthy();
  });

  it('a failed load keeps the messages with a retry; a refused send says why', () => {
    const p = props({ conversation: { status: 'failed', loadError: { statusCode: 0, code: 'network' }, sendError: { statusCode: 429, code: 'too_many_requests' } } });
    renderUi(<PrivateChat {...p} />, 'en');
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts[0]).toContain('The messages could not be loaded.');
    expect(alerts[1]).toContain('Too many messages in a short time. Wait a little and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(p.conversation.onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText('Claro, já avisamos a cozinha.')).toBeTruthy();
  });

  it('an empty conversation invites the first message; a long one says how many are shown', () => {
    renderUi(<PrivateChat {...props({ conversation: { messages: [], totalCount: 0 } })} />, 'en');
    expect(screen.getByText('No messages with this contact yet. Write the first one below.')).toBeTruthy();
    cleanup();
    renderUi(<PrivateChat {...props({ conversation: { totalCount: 132 } })} />, 'en');
    expect(screen.getByText('The latest 6 of 132 messages')).toBeTruthy();
  });
});
