import type { Contact, WhatsappMessage } from '../../src/contract/schema.gen';
import { CONTACT_LIST, EMPTY_DRAFT, WHATSAPP_REPORT_LIST } from '../../src/domain/callCenter';
import { defaultListQuery } from '../../src/domain/listQuery';
import type { ConversationProps } from '../../src/ui/callCenter/Conversation';
import type { PagedListState } from '../../src/ui/lists/listTypes';

const AT = '2026-05-14T13:00:00.000Z';

/** A company's contacts, by name (one without a platform user). */
export const CONTACTS: Contact[] = (
  [
    ['c1', 'Ana Beatriz Lopes', '5511987650001', 'u1'],
    ['c2', 'Carlos Eduardo Nunes', '5511987650002', 'u2'],
    ['c3', 'Débora Martins', '5511987650003', 'u3'],
    ['c4', 'Fábio Teixeira', '5511987650004', 'u4'],
    ['c5', 'Gisele Rocha', '5511987650005', null],
  ] as const
).map(([id, name, phone, userId]) => ({ _id: id, name, phone, userId, companyId: 'company-1', createdAt: AT }));

/** The contacts list shown: page 1 of 2 at 5 a page. */
export const CONTACTS_LIST: PagedListState<Contact> = {
  status: 'ready',
  rows: CONTACTS,
  totalCount: 7,
  query: { ...defaultListQuery(CONTACT_LIST), size: 5 },
  searchText: '',
  selected: [],
  loadError: null,
  actionLoading: false,
  dialog: null,
};

/** Before the first page: 'Please wait....'. */
export const CONTACTS_INITIAL: PagedListState<Contact> = { ...CONTACTS_LIST, status: 'initial', rows: [], totalCount: 0 };
/** A search that matches nobody. */
export const CONTACTS_EMPTY: PagedListState<Contact> = { ...CONTACTS_LIST, rows: [], totalCount: 0, searchText: 'zzz', query: { ...CONTACTS_LIST.query, search: 'zzz' } };
/** A user without the call center permissions: the server answered 403. */
export const CONTACTS_FORBIDDEN: PagedListState<Contact> = { ...CONTACTS_LIST, status: 'failed', rows: [], totalCount: 0, loadError: { statusCode: 403, code: 'forbidden' } };

/** A message of the conversation with Ana. */
export function demoMessage(id: string, minutes: number, overrides: Partial<WhatsappMessage> = {}): WhatsappMessage {
  const at = new Date(Date.parse(AT) + minutes * 60_000).toISOString();
  return {
    _id: id,
    to: '5511987650001',
    body: null,
    mediaUrl: null,
    mediaId: null,
    userId: 'u1',
    companyId: 'company-1',
    status: 'read',
    direction: 'outbound',
    error: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** A conversation with a message in every state, a received one and a media link. */
export const MESSAGES: WhatsappMessage[] = [
  demoMessage('m1', 0, { body: 'Olá, Ana! Seu pedido #1042 foi recebido pela Cantina da Nonna.', status: 'read' }),
  demoMessage('m2', 2, { body: 'Obrigada! Pode mandar sem cebola?', direction: 'inbound', status: 'delivered' }),
  demoMessage('m3', 3, { body: 'Claro, já avisamos a cozinha.', status: 'delivered' }),
  demoMessage('m4', 5, { mediaUrl: 'https://example.com/menu/cardapio-semana.jpg', status: 'sent' }),
  demoMessage('m5', 6, { body: 'Seu pedido saiu para entrega.', status: 'failed', error: 'Message undeliverable (code 131026)' }),
  demoMessage('m6', 8, { body: 'Chegamos em 10 minutos.', status: 'queued' }),
];

/** The conversation with Ana, shown. */
export const CONVERSATION: Omit<ConversationProps, `on${string}`> = {
  status: 'ready',
  contact: { name: 'Ana Beatriz Lopes', phone: '5511987650001' },
  messages: MESSAGES,
  totalCount: MESSAGES.length,
  loadError: null,
  draft: EMPTY_DRAFT,
  sending: false,
  canSend: false,
  sendError: null,
};

/** The report shown: the newest messages first. */
export const REPORT_LIST: PagedListState<WhatsappMessage> = {
  status: 'ready',
  rows: [...MESSAGES].reverse(),
  totalCount: 23,
  query: defaultListQuery(WHATSAPP_REPORT_LIST),
  searchText: '',
  selected: [],
  loadError: null,
  actionLoading: false,
  dialog: null,
};
