import { describe, expect, it } from 'vitest';
import type { WhatsappMessage } from '../../src/contract/schema.gen';
import {
  appendMessage,
  CONTACT_LIST,
  conversationUserId,
  draftProblem,
  EMPTY_CONTACT_FORM,
  EMPTY_DRAFT,
  isHttpUrl,
  MESSAGE_FILTER_KINDS,
  mergeConversation,
  messageToSend,
  toContactCreate,
  toContactsQuery,
  toMessagesQuery,
  validateContactForm,
  WHATSAPP_REPORT_LIST,
} from '../../src/domain/callCenter';
import { defaultListQuery, parseListQuery, serializeListQuery, type ListQuery } from '../../src/domain/listQuery';

const query = (overrides: Partial<ListQuery> = {}): ListQuery => ({ ...defaultListQuery(CONTACT_LIST), ...overrides });

function message(id: string, createdAt: string, overrides: Partial<WhatsappMessage> = {}): WhatsappMessage {
  return {
    _id: id,
    to: '5511987650001',
    body: `message ${id}`,
    mediaUrl: null,
    mediaId: null,
    userId: 'u1',
    companyId: 'c1',
    status: 'sent',
    direction: 'outbound',
    error: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

describe('list order', () => {
  it('lists contacts by name, A to Z, with a clean address for that order', () => {
    expect(defaultListQuery(CONTACT_LIST).sort).toEqual({ field: 'name', direction: 'asc' });
    expect(serializeListQuery({ page: 1, size: 10, sort: { field: 'name', direction: 'asc' }, search: '', filters: {} }, CONTACT_LIST)).toBe('');
    expect(parseListQuery('?sort=name:desc', CONTACT_LIST).sort).toEqual({ field: 'name', direction: 'desc' });
    expect(parseListQuery('?sort=phone:desc', CONTACT_LIST).sort).toEqual({ field: 'name', direction: 'asc' });
    expect(parseListQuery('?sort=:desc', CONTACT_LIST).sort).toEqual({ field: 'name', direction: 'asc' });
  });

  it('lists the WhatsApp messages newest first, with a clean address for that order', () => {
    expect(defaultListQuery(WHATSAPP_REPORT_LIST).sort).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(serializeListQuery({ page: 1, size: 10, sort: { field: 'createdAt', direction: 'desc' }, search: '', filters: {} }, WHATSAPP_REPORT_LIST)).toBe('');
    expect(parseListQuery('?sort=createdAt:asc', WHATSAPP_REPORT_LIST).sort).toEqual({ field: 'createdAt', direction: 'asc' });
    expect(parseListQuery('?sort=to:asc', WHATSAPP_REPORT_LIST).sort).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(parseListQuery('?sort=:asc', WHATSAPP_REPORT_LIST).sort).toEqual({ field: 'createdAt', direction: 'desc' });
  });
});

describe('contacts query', () => {
  it('sends only the page and size when not searching', () => {
    expect(toContactsQuery(query({ page: 2, size: 5 }))).toEqual({ page: 2, limit: 5 });
  });

  it('looks for names, or for phones when the search is written as a phone number', () => {
    expect(toContactsQuery(query({ search: ' ana ' }))).toEqual({ page: 1, limit: 10, name: 'ana' });
    expect(toContactsQuery(query({ search: '+55 (11) 98765' }))).toEqual({ page: 1, limit: 10, phone: '551198765' });
    expect(toContactsQuery(query({ search: 'Rua 12' }))).toEqual({ page: 1, limit: 10, name: 'Rua 12' });
  });

  it('looks for a name when the search is only punctuation, and for at most 15 phone digits', () => {
    expect(toContactsQuery(query({ search: '-' }))).toEqual({ page: 1, limit: 10, name: '-' });
    expect(toContactsQuery(query({ search: '(  )' }))).toEqual({ page: 1, limit: 10, name: '(  )' });
    expect(toContactsQuery(query({ search: '1234567890123456789' }))).toEqual({ page: 1, limit: 10, phone: '123456789012345' });
  });
});

describe('messages query', () => {
  it('sends the phone with digits only, or the user', () => {
    expect(toMessagesQuery(query({ search: '+55 (11) 98765-0001' }), 'phone')).toEqual({ page: 1, limit: 10, phone: '5511987650001' });
    expect(toMessagesQuery(query({ search: ' 65d0001 ' }), 'user')).toEqual({ page: 1, limit: 10, userId: '65d0001' });
    expect(toMessagesQuery(query({ page: 3, size: 5 }), 'phone')).toEqual({ page: 3, limit: 5 });
  });

  it('sends at most 64 characters of a user id', () => {
    expect(toMessagesQuery(query({ search: 'u'.repeat(70) }), 'user')).toEqual({ page: 1, limit: 10, userId: 'u'.repeat(64) });
  });

  it('offers the phone filter first, then the user', () => {
    expect(MESSAGE_FILTER_KINDS).toEqual(['phone', 'user']);
  });

  it('answers null for a phone search without a digit: it matches nothing', () => {
    expect(toMessagesQuery(query({ search: 'ana' }), 'phone')).toBeNull();
  });
});

describe('the composer', () => {
  const contact = { phone: '5511987650001', userId: 'u1' };

  it('sends a text or a media link, to the contact, for its user (its phone when it has none)', () => {
    expect(messageToSend({ ...EMPTY_DRAFT, text: 'Olá' }, contact)).toEqual({ to: '5511987650001', userId: 'u1', body: 'Olá' });
    expect(messageToSend({ kind: 'media', text: 'kept', mediaUrl: ' https://example.com/a.jpg ' }, { ...contact, userId: null })).toEqual({
      to: '5511987650001',
      userId: '5511987650001',
      mediaUrl: 'https://example.com/a.jpg',
    });
    expect(conversationUserId({ phone: '5511', userId: null })).toBe('5511');
  });

  it('refuses a blank text, a text or link too long, and a link that is no http(s) address', () => {
    expect(draftProblem({ ...EMPTY_DRAFT, text: '   ' })).toBe('empty');
    expect(draftProblem({ ...EMPTY_DRAFT, text: 'x'.repeat(4097) })).toBe('too_long');
    expect(draftProblem({ ...EMPTY_DRAFT, text: 'x'.repeat(4096) })).toBeNull();
    expect(draftProblem({ kind: 'media', text: '', mediaUrl: 'ftp://example.com/a.jpg' })).toBe('invalid_url');
    expect(draftProblem({ kind: 'media', text: '', mediaUrl: 'cardapio.jpg' })).toBe('invalid_url');
    expect(draftProblem({ kind: 'media', text: '', mediaUrl: `https://example.com/${'a'.repeat(2048)}` })).toBe('too_long');
    expect(messageToSend({ ...EMPTY_DRAFT, text: ' ' }, contact)).toBeNull();
  });

  it('starts as a blank text', () => {
    expect(EMPTY_DRAFT).toEqual({ kind: 'text', text: '', mediaUrl: '' });
  });

  it('takes an http or https link of up to 2048 characters, and calls a blank link empty', () => {
    expect(draftProblem({ kind: 'media', text: '', mediaUrl: 'http://example.com/a.jpg' })).toBeNull();
    expect(draftProblem({ kind: 'media', text: '', mediaUrl: 'https://example.com/a.jpg' })).toBeNull();
    expect(draftProblem({ kind: 'media', text: '', mediaUrl: `https://example.com/${'a'.repeat(2028)}` })).toBeNull();
    expect(draftProblem({ kind: 'media', text: '', mediaUrl: '' })).toBe('empty');
    expect(draftProblem({ kind: 'media', text: 'kept', mediaUrl: '   ' })).toBe('empty');
  });

  it('answers false for a text that is no address at all', () => {
    expect(isHttpUrl('cardapio.jpg')).toBe(false);
    expect(isHttpUrl('https://example.com/a.jpg')).toBe(true);
  });
});

describe('conversation merging', () => {
  it('orders the page oldest first and keeps a message sent while the page was on its way', () => {
    const page = [message('b', '2026-01-01T10:02:00.000Z'), message('a', '2026-01-01T10:01:00.000Z')];
    const sentMeanwhile = message('c', '2026-01-01T10:03:00.000Z', { status: 'queued' });
    const older = message('z', '2026-01-01T09:00:00.000Z');
    expect(mergeConversation(page, [older, sentMeanwhile]).map((m) => m._id)).toEqual(['a', 'b', 'c']);
  });

  it('takes the states the server gives over those shown', () => {
    const shown = [message('a', '2026-01-01T10:01:00.000Z', { status: 'queued' })];
    expect(mergeConversation([message('a', '2026-01-01T10:01:00.000Z', { status: 'delivered' })], shown)[0]?.status).toBe('delivered');
  });

  it('keeps a message sent that falls between the page\'s oldest and newest, in time order', () => {
    const page = [message('x1', '2026-01-01T10:03:00.000Z'), message('x3', '2026-01-01T10:01:00.000Z')];
    const sentMeanwhile = message('x2', '2026-01-01T10:02:00.000Z');
    expect(mergeConversation(page, [sentMeanwhile]).map((m) => m._id)).toEqual(['x3', 'x2', 'x1']);
  });

  it('keeps a message sent as old as the page\'s oldest, and orders messages of the same time by id', () => {
    const page = [message('m2', '2026-01-01T10:05:00.000Z'), message('m3', '2026-01-01T10:01:00.000Z')];
    const sameTime = message('m1', '2026-01-01T10:01:00.000Z');
    expect(mergeConversation(page, [sameTime]).map((m) => m._id)).toEqual(['m1', 'm3', 'm2']);
  });

  it('shows a message the page also holds only once', () => {
    const shown = [message('a', '2026-01-01T10:01:00.000Z', { status: 'queued' }), message('b', '2026-01-01T10:02:00.000Z', { status: 'queued' })];
    const page = [message('b', '2026-01-01T10:02:00.000Z', { status: 'read' }), message('a', '2026-01-01T10:01:00.000Z', { status: 'read' })];
    expect(mergeConversation(page, shown).map((m) => `${m._id}:${m.status}`)).toEqual(['a:read', 'b:read']);
  });

  it('keeps the messages sent when the server has none yet', () => {
    const sent = message('a', '2026-01-01T10:01:00.000Z', { status: 'queued' });
    expect(mergeConversation([], [sent]).map((m) => m._id)).toEqual(['a']);
  });

  it('appends a message sent, once', () => {
    const shown = [message('a', '2026-01-01T10:01:00.000Z')];
    const sent = message('b', '2026-01-01T10:02:00.000Z');
    expect(appendMessage(appendMessage(shown, sent), sent).map((m) => m._id)).toEqual(['a', 'b']);
  });
});

describe('the add-contact form', () => {
  it('needs a name and a phone of 10 to 13 digits; the user id is optional', () => {
    expect(validateContactForm({ name: ' ', phone: '', userId: '' })).toEqual({ name: 'required', phone: 'required' });
    expect(validateContactForm({ name: 'Ana', phone: '(11) 9876', userId: '' })).toEqual({ phone: 'invalid_phone' });
    expect(validateContactForm({ name: 'Ana', phone: '11 9876-abcd', userId: '' })).toEqual({ phone: 'invalid_phone' });
    expect(validateContactForm({ name: 'Ana', phone: '+55 (11) 98765-4321', userId: '' })).toEqual({});
    expect(validateContactForm({ name: 'a'.repeat(101), phone: '11987654321', userId: 'u'.repeat(65) })).toEqual({ name: 'too_long', userId: 'too_long' });
  });

  it('starts blank', () => {
    expect(EMPTY_CONTACT_FORM).toEqual({ name: '', phone: '', userId: '' });
  });

  it('takes the limits exactly, counting the texts without the spaces around them', () => {
    expect(validateContactForm({ name: 'a'.repeat(100), phone: '1198765432', userId: ` ${'u'.repeat(64)} ` })).toEqual({});
    expect(validateContactForm({ name: 'Ana', phone: '12345678901234', userId: 'u'.repeat(64) })).toEqual({ phone: 'invalid_phone' });
    expect(validateContactForm({ name: 'Ana', phone: '   ', userId: '' })).toEqual({ phone: 'required' });
  });

  it('sends the phone as digits, the texts trimmed, and no empty user id', () => {
    expect(toContactCreate({ name: ' Ana ', phone: '+55 (11) 98765-4321', userId: ' ' })).toEqual({ name: 'Ana', phone: '5511987654321' });
    expect(toContactCreate({ name: 'Ana', phone: '11987654321', userId: ' u1 ' })).toEqual({ name: 'Ana', phone: '11987654321', userId: 'u1' });
  });
});
