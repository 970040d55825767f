// The help desk's fixtures, at a fixed instant (never the real clock): tickets of a restaurant and
// a supermarket in every status, one ticket whole with its thread, the FAQ, and the props of every
// view in a chosen state. Each callback is made by `spy` (storybook's `fn`, vitest's `vi.fn`).
import type { FaqEntry, Ticket, TicketChange, TicketMessage, TicketOrderOption, TicketSummary } from '../../src/contract/schema.gen';
import { NO_TICKET_FILTERS } from '../../src/domain/helpdeskList';
import type { ListQuery } from '../../src/domain/listQuery';
import type {
  FaqDeleteProps,
  FaqEditorProps,
  FaqViewProps,
  HelpdeskOptions,
  NewTicketDialogProps,
  ResponseTargetsDialogProps,
  TicketListProps,
  TicketViewProps,
} from '../../src/ui/helpdesk/helpdeskTypes';
import type { PagedListState } from '../../src/ui/lists/listTypes';

type Spy = () => () => void;

/** 25 November 2026, 12:00 in São Paulo. */
export const NOW = new Date('2026-11-25T15:00:00Z');
export const TIME_ZONE = 'America/Sao_Paulo';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (offset: number) => new Date(NOW.getTime() + offset).toISOString();

export const ANA = { _id: 'u-ana', name: 'Ana Souza' };
export const BRUNO = { _id: 'u-bruno', name: 'Bruno Lima' };
/** Staff of the platform. */
export const CARLA = { _id: 's-carla', name: 'Carla Mendes' };
export const DIEGO = { _id: 's-diego', name: 'Diego Rocha' };

export const COMPANIES: HelpdeskOptions = {
  status: 'ready',
  options: [
    { id: 'c-cantina', name: 'Cantina da Nonna' },
    { id: 'c-mercado', name: 'Mercado Bom Preço' },
    { id: 'c-sushi', name: 'Sushi Kenzo' },
  ],
};
export const ASSIGNEES: HelpdeskOptions = { status: 'ready', options: [CARLA, DIEGO].map((person) => ({ id: person._id, name: person.name })) };

function summary(index: number, overrides: Partial<TicketSummary>): TicketSummary {
  const createdAt = overrides.createdAt ?? at(-(index + 1) * 5 * HOUR);
  return {
    _id: `t-${index}`,
    protocol: `20261125-${String(40 - index).padStart(6, '0')}`,
    subject: 'Pedido não aparece no painel',
    status: 'NEW',
    priority: 'MEDIUM',
    department: 'SUPPORT',
    companyId: 'c-cantina',
    companyName: 'Cantina da Nonna',
    requester: ANA.name,
    requesterKind: 'company',
    assignee: null,
    dueAt: at(-(index + 1) * 5 * HOUR + DAY),
    overdue: false,
    createdAt,
    updatedAt: createdAt,
    firstResponseAt: null,
    solvedAt: null,
    closesAt: null,
    version: 1,
    ...overrides,
  };
}

/** Eight tickets, newest first: new, overdue, on hold, in progress, solved, closed, cancelled, opened by staff for a rider. */
export const TICKETS: TicketSummary[] = [
  summary(0, { subject: 'Pedido não aparece no painel', priority: 'HIGH', department: 'TI', dueAt: at(3 * HOUR) }),
  summary(1, { subject: 'Repasse da semana veio menor', department: 'FINANCIAL', priority: 'HIGH', status: 'IN_PROGRESS', assignee: CARLA, dueAt: at(-2 * HOUR), overdue: true, firstResponseAt: at(-9 * HOUR) }),
  summary(2, { subject: 'Trocar a foto de capa do cardápio', department: 'MARKETING', priority: 'LOW', status: 'ON_HOLD', assignee: DIEGO, dueAt: at(-HOUR), firstResponseAt: at(-12 * HOUR) }),
  summary(3, { subject: 'Impressora não imprime os pedidos', department: 'SUPPORT', status: 'IN_PROGRESS', assignee: CARLA, companyId: 'c-mercado', companyName: 'Mercado Bom Preço', requester: BRUNO.name }),
  summary(4, { subject: 'Alterar dados bancários', department: 'ADMINISTRATIVE', status: 'SOLVED', assignee: DIEGO, solvedAt: at(-2 * DAY), closesAt: at(5 * DAY) }),
  summary(5, { subject: 'Proposta de campanha de Natal', department: 'COMMERCIAL', priority: 'LOW', status: 'SOLVED', solvedAt: at(-9 * DAY), closesAt: at(-2 * DAY), createdAt: at(-12 * DAY) }),
  summary(6, { subject: 'Cobrança em duplicidade', department: 'FINANCIAL', status: 'CANCELED', createdAt: at(-13 * DAY) }),
  summary(7, { subject: 'Entregador não recebeu a corrida', department: 'SUPPORT', requester: 'Marcos Pereira', requesterKind: 'rider', assignee: DIEGO, status: 'IN_PROGRESS', companyId: 'c-sushi', companyName: 'Sushi Kenzo' }),
];

/** Newest first, as the list starts. */
export const TICKET_QUERY: ListQuery = { page: 1, size: 10, sort: { field: 'createdAt', direction: 'desc' }, search: '', filters: {} };

/** A list state: `rows` on page 1 of `totalCount`. */
export function ticketList(overrides: Partial<PagedListState<TicketSummary>> = {}): PagedListState<TicketSummary> {
  return { status: 'ready', rows: TICKETS, totalCount: 34, query: TICKET_QUERY, searchText: '', selected: [], loadError: null, actionLoading: false, dialog: null, ...overrides };
}

export const COUNTS = { NEW: 6, IN_PROGRESS: 9, ON_HOLD: 3, SOLVED: 14, CANCELED: 2 };

/** A company user's tickets, read, no filter, no dialog open, then `overrides`. */
export function ticketListProps(spy: Spy, overrides: Partial<TicketListProps> = {}): TicketListProps {
  return {
    list: ticketList({ rows: TICKETS.filter((ticket) => ticket.companyId === 'c-cantina') }),
    filters: NO_TICKET_FILTERS,
    counts: COUNTS,
    overdueCount: 1,
    staff: false,
    companies: { status: 'none', options: [] },
    assignees: { status: 'none', options: [] },
    now: NOW.getTime(),
    timeZone: TIME_ZONE,
    newTicket: null,
    responseTargets: null,
    onSearch: spy(),
    onSort: spy(),
    onPageChange: spy(),
    onPageSizeChange: spy(),
    onRetry: spy(),
    onSelectionChange: spy(),
    onFiltersChange: spy(),
    onOpen: spy(),
    onNewTicket: spy(),
    onOpenResponseTargets: spy(),
    ...overrides,
  };
}

/** Staff's tickets of every company. */
export function staffListProps(spy: Spy, overrides: Partial<TicketListProps> = {}): TicketListProps {
  return ticketListProps(spy, { list: ticketList(), staff: true, companies: COMPANIES, assignees: ASSIGNEES, overdueCount: 3, ...overrides });
}

export const ORDER_OPTIONS: TicketOrderOption[] = [
  { _id: 'o-1', number: 1204, status: 'FINISHED', total: 8_990, placedAt: at(-26 * HOUR), customerName: 'Juliana Alves' },
  { _id: 'o-2', number: 1205, status: 'CANCELED', total: 4_250, placedAt: at(-25 * HOUR), customerName: 'Rafael Costa' },
  { _id: 'o-3', number: 12060, status: 'DELIVERED', total: 15_700, placedAt: at(-3 * HOUR), customerName: 'Patrícia Gomes' },
];

/** The new ticket dialog of a company user, nothing typed. */
export function newTicketProps(spy: Spy, overrides: Partial<NewTicketDialogProps> = {}): NewTicketDialogProps {
  return {
    status: 'editing',
    failure: null,
    staff: false,
    companies: { status: 'none', options: [] },
    orderOptions: { status: 'idle', options: [] },
    onOrderSearch: spy(),
    onSubmit: spy(),
    onClose: spy(),
    timeZone: TIME_ZONE,
    ...overrides,
  };
}

/** The response targets dialog with the defaults read (4 h, 1 day, 3 days). */
export function targetsProps(spy: Spy, overrides: Partial<ResponseTargetsDialogProps> = {}): ResponseTargetsDialogProps {
  return { status: 'editing', targets: { HIGH: 240, MEDIUM: 1440, LOW: 4320 }, failure: null, onSave: spy(), onRetry: spy(), onClose: spy(), ...overrides };
}

function message(id: string, author: { _id: string; name: string }, offset: number, body: string, fromStaff: boolean, internal = false): TicketMessage {
  return { _id: id, author, fromStaff, internal, body, createdAt: at(offset) };
}

function change(id: string, field: TicketChange['field'], from: string | null, to: string | null, actor: { _id: string; name: string }, offset: number, reason: string | null = null): TicketChange {
  return { _id: id, field, from, to, reason, actor, createdAt: at(offset) };
}

const BASE = TICKETS[1] as TicketSummary;

/** The financial ticket whole, as staff read it: replies both ways, an internal note, changes, an order and WhatsApp. */
export const TICKET: Ticket = {
  ...BASE,
  createdAt: at(-10 * HOUR),
  dueAt: at(-2 * HOUR),
  firstResponseAt: at(-8 * HOUR),
  description: 'O repasse desta semana veio R$ 312,40 menor do que o relatório de vendas.\nO pedido 1204 aparece como pago, mas não entrou no repasse.',
  order: { _id: 'o-1', number: 1204, status: 'FINISHED', total: 8_990, placedAt: at(-26 * HOUR) },
  whatsapp: '11987654321',
  canceledReason: null,
  messages: [
    message('m-1', CARLA, -8 * HOUR, 'Olá, Ana! Já estamos verificando o repasse com o financeiro.', true),
    message('m-2', CARLA, -7 * HOUR, 'O pedido 1204 caiu no lote da semana que vem por causa do horário do pagamento.\nConfirmar com o banco antes de responder.', true, true),
    message('m-3', ANA, -5 * HOUR, 'Obrigada! Consegue me mandar o comprovante quando sair?', false),
  ],
  changes: [
    change('c-1', 'assignee', null, CARLA.name, CARLA, -8 * HOUR - MINUTE),
    change('c-2', 'status', 'NEW', 'IN_PROGRESS', CARLA, -8 * HOUR - MINUTE),
    change('c-3', 'priority', 'MEDIUM', 'HIGH', CARLA, -7 * HOUR),
  ],
};

/** The same ticket as its requester reads it: no internal notes. */
export const REQUESTER_TICKET: Ticket = { ...TICKET, messages: TICKET.messages.filter((entry) => !entry.internal) };

/** A ticket solved 9 days ago: closed, no replies. */
export const CLOSED_TICKET: Ticket = {
  ...REQUESTER_TICKET,
  status: 'SOLVED',
  overdue: false,
  solvedAt: at(-9 * DAY),
  closesAt: at(-2 * DAY),
  changes: [...REQUESTER_TICKET.changes.map((entry) => ({ ...entry, createdAt: at(-10 * DAY + 3 * HOUR) })), change('c-4', 'status', 'IN_PROGRESS', 'SOLVED', CARLA, -9 * DAY)],
  createdAt: at(-10 * DAY),
  firstResponseAt: at(-10 * DAY + 2 * HOUR),
  messages: REQUESTER_TICKET.messages.map((entry) => ({ ...entry, createdAt: at(-10 * DAY + 2 * HOUR) })),
};

/** A ticket solved two days ago: a reply reopens it until it closes in five days. */
export const SOLVED_TICKET: Ticket = { ...REQUESTER_TICKET, status: 'SOLVED', overdue: false, solvedAt: at(-2 * DAY), closesAt: at(5 * DAY), changes: [...REQUESTER_TICKET.changes, change('c-4', 'status', 'IN_PROGRESS', 'SOLVED', CARLA, -4 * HOUR)] };

/** A ticket its requester cancelled, with the reason. */
export const CANCELED_TICKET: Ticket = {
  ...REQUESTER_TICKET,
  status: 'CANCELED',
  overdue: false,
  canceledReason: 'Resolvido direto com o banco.',
  changes: [...REQUESTER_TICKET.changes, change('c-4', 'status', 'IN_PROGRESS', 'CANCELED', ANA, -4 * HOUR, 'Resolvido direto com o banco.')],
};

/** A ticket on hold: its clock paused. */
export const ON_HOLD_TICKET: Ticket = {
  ...TICKET,
  status: 'ON_HOLD',
  overdue: false,
  dueAt: at(6 * HOUR),
  changes: [...TICKET.changes, change('c-4', 'status', 'IN_PROGRESS', 'ON_HOLD', CARLA, -4 * HOUR)],
};

/** A ticket staff opened for a rider by phone, nobody on it yet, no order. */
export const RIDER_TICKET: Ticket = {
  ...(TICKETS[7] as TicketSummary),
  assignee: null,
  status: 'NEW',
  description: 'Marcos ligou dizendo que fez a entrega do pedido 877 mas a corrida não apareceu no extrato.',
  order: null,
  whatsapp: null,
  canceledReason: null,
  messages: [],
  changes: [],
};

/** A requester's view of the financial ticket, ready. */
export function ticketViewProps(spy: Spy, overrides: Partial<TicketViewProps> = {}): TicketViewProps {
  return {
    status: 'ready',
    protocol: TICKET.protocol,
    ticket: REQUESTER_TICKET,
    failure: null,
    staff: false,
    now: NOW.getTime(),
    timeZone: TIME_ZONE,
    draft: '',
    internal: false,
    sending: false,
    sendFailure: null,
    canReply: true,
    moves: ['CANCELED'],
    canEditFields: false,
    assignees: { status: 'none', options: [] },
    changing: false,
    changeFailure: null,
    canOpenOrder: true,
    onDraftChange: spy(),
    onInternalChange: spy(),
    onSend: spy(),
    onChange: spy(),
    onOpenOrder: spy(),
    onRetry: spy(),
    onBack: spy(),
    ...overrides,
  };
}

/** Staff's view of the financial ticket: internal notes, the moves of IN_PROGRESS, fields editable. */
export function staffTicketViewProps(spy: Spy, overrides: Partial<TicketViewProps> = {}): TicketViewProps {
  return ticketViewProps(spy, { ticket: TICKET, staff: true, moves: ['ON_HOLD', 'SOLVED', 'CANCELED'], canEditFields: true, assignees: ASSIGNEES, ...overrides });
}

export const FAQ_ENTRIES: FaqEntry[] = [
  {
    _id: 'f-1',
    question: 'Quando recebo o repasse das vendas?',
    answer: 'O repasse é feito toda quarta-feira, com as vendas pagas até o domingo anterior.\nPedidos pagos na segunda ou na terça entram no repasse da semana seguinte.',
    position: 1,
    updatedAt: at(-30 * DAY),
  },
  {
    _id: 'f-2',
    question: 'Como fecho a loja por algumas horas?',
    answer: 'No topo do painel, use o botão Aberto/Fechado.\nPara uma pausa programada, vá em Horário de funcionamento → Pausas.',
    position: 2,
    updatedAt: at(-20 * DAY),
  },
  { _id: 'f-3', question: 'A impressora não imprime os pedidos. O que faço?', answer: 'Confira se a impressora está ligada e conectada.\nDepois, em Configurações do balcão, ative "Imprimir ao aceitar".', position: 3, updatedAt: at(-2 * DAY) },
];

/** The FAQ of a company user, read. */
export function faqProps(spy: Spy, overrides: Partial<FaqViewProps> = {}): FaqViewProps {
  return {
    status: 'ready',
    entries: FAQ_ENTRIES,
    failure: null,
    search: '',
    canEdit: false,
    editor: null,
    deleting: null,
    onSearch: spy(),
    onRetry: spy(),
    onNew: spy(),
    onEdit: spy(),
    onDelete: spy(),
    ...overrides,
  };
}

/** The FAQ editor: a new question unless an entry is given. */
export function faqEditorProps(spy: Spy, overrides: Partial<FaqEditorProps> = {}): FaqEditorProps {
  return { entry: null, saving: false, failure: null, onSave: spy(), onClose: spy(), ...overrides };
}

/** The delete confirmation of the second question. */
export function faqDeleteProps(spy: Spy, overrides: Partial<FaqDeleteProps> = {}): FaqDeleteProps {
  return { entry: FAQ_ENTRIES[1] as FaqEntry, deleting: false, failure: null, onConfirm: spy(), onClose: spy(), ...overrides };
}
