import type { Insertable } from 'kysely';
import {
  canMove,
  DEFAULT_RESPONSE_TARGET_MINUTES,
  dueAfterMove,
  dueFrom,
  protocolDay,
  protocolOf,
  statusAfterAssignment,
  statusAfterMessage,
  type TicketDepartment,
  type TicketPriority,
  type TicketRequesterKind,
  type TicketStatus,
} from '../src/domain/helpdesk';
import type { Db } from './db';
import type { TicketChangesTable, TicketMessagesTable, TicketsTable } from './db/schema';
import { nextProtocolCounter } from './repositories/tickets';
import { newDocumentId } from './services/whatsapp';

// The help desk's demo (issue 26): a dozen tickets of the restaurant, the supermarket and the
// partner in every status, written as their steps would have left them (the rules are
// src/domain/helpdesk.ts's), and the FAQ.

/** A user as the demo tickets name it. */
export interface HelpdeskPerson {
  id: number;
  fullname: string;
}

/** Who the demo tickets involve: staff (root) and each company's operator, and an order to name. */
export interface HelpdeskDemoPeople {
  staff: HelpdeskPerson;
  companies: Record<'restaurant' | 'supermarket' | 'partner', { id: string; operator: HelpdeskPerson | null }>;
  /** A demo order of the restaurant, which one ticket is about. */
  restaurantOrderId: string | null;
}

/** One step of a demo ticket, minutes after its opening: a message (`note` is internal) or a change by staff. */
type Step =
  | { at: number; kind: 'reply' | 'note' | 'requesterReply'; body: string }
  | { at: number; kind: 'move'; to: TicketStatus; reason?: string }
  | { at: number; kind: 'assign' };

interface DemoTicket {
  company: keyof HelpdeskDemoPeople['companies'];
  /** Minutes before the seed's instant it was opened. */
  ago: number;
  subject: string;
  description: string;
  priority: TicketPriority;
  department: TicketDepartment;
  /** Someone staff opened it for; the company's operator otherwise. */
  onBehalf?: { kind: Exclude<TicketRequesterKind, 'company'>; name: string; whatsapp?: string };
  aboutOrder?: boolean;
  steps: Step[];
}

const DAY = 24 * 60;

const TICKETS: readonly DemoTicket[] = [
  { company: 'partner', ago: 12 * DAY, subject: 'Contrato de parceria: segunda via', description: 'Preciso da segunda via do contrato assinado em janeiro.', priority: 'MEDIUM', department: 'ADMINISTRATIVE', steps: [
    { at: 60, kind: 'reply', body: 'Olá! Enviamos a segunda via para o e-mail cadastrado.' },
    { at: 2 * DAY, kind: 'move', to: 'SOLVED' },
  ] },
  { company: 'supermarket', ago: 4 * DAY, subject: 'Banner da promoção de fim de semana', description: 'Gostaríamos de um banner para a promoção de hortifrúti.', priority: 'LOW', department: 'MARKETING', steps: [
    { at: 3 * 60, kind: 'move', to: 'CANCELED', reason: 'A loja desistiu da promoção' },
  ] },
  { company: 'restaurant', ago: 3 * DAY, subject: 'Taxa de entrega cobrada em dobro', description: 'No pedido de ontem a taxa de entrega apareceu duas vezes no extrato.', priority: 'LOW', department: 'FINANCIAL', steps: [
    { at: 30, kind: 'assign' },
    { at: 45, kind: 'reply', body: 'Identificamos a cobrança duplicada e o estorno foi solicitado.' },
    { at: 2 * DAY, kind: 'move', to: 'SOLVED' },
  ] },
  { company: 'restaurant', ago: 2 * DAY, subject: 'Pedido entregue no endereço errado', description: 'O entregador levou o pedido para a rua de trás; o cliente pediu reembolso.', priority: 'MEDIUM', department: 'SUPPORT', aboutOrder: true, steps: [
    { at: 20, kind: 'assign' },
    { at: 25, kind: 'note', body: 'Nota interna: o entregador já teve duas ocorrências parecidas este mês.' },
    { at: 40, kind: 'reply', body: 'Estamos apurando com a equipe de entregas e retornamos em breve.' },
  ] },
  { company: 'partner', ago: DAY + 120, subject: 'Relatório de repasses não abre', description: 'Ao abrir o relatório de repasses a tela fica em branco.', priority: 'LOW', department: 'TI', steps: [
    { at: 15, kind: 'assign' },
    { at: 30, kind: 'reply', body: 'Conseguimos reproduzir; a equipe de TI está corrigindo.' },
  ] },
  { company: 'restaurant', ago: DAY, subject: 'Cardápio não atualiza no aplicativo', description: 'Alteramos os preços ontem e o aplicativo ainda mostra os antigos.', priority: 'HIGH', department: 'TI', steps: [
    { at: 10, kind: 'reply', body: 'Pode nos enviar um print da tela do aplicativo?' },
    { at: 4 * 60, kind: 'move', to: 'ON_HOLD' },
  ] },
  { company: 'supermarket', ago: 6 * 60, subject: 'Maquininha sem conexão', description: 'A maquininha do caixa 2 não conecta desde cedo.', priority: 'HIGH', department: 'SUPPORT', steps: [] },
  { company: 'supermarket', ago: 5 * 60, subject: 'Estoque divergente no painel', description: 'O painel mostra 40 unidades de arroz e temos 12.', priority: 'MEDIUM', department: 'COMMERCIAL', steps: [
    { at: 30, kind: 'reply', body: 'Pedimos a planilha de estoque atual para conferência.' },
    { at: 2 * 60, kind: 'move', to: 'ON_HOLD' },
  ] },
  { company: 'supermarket', ago: 2 * 60, subject: 'Entregador não retirou o pedido', description: 'O entregador aceitou e não apareceu na loja.', priority: 'HIGH', department: 'SUPPORT', onBehalf: { kind: 'rider', name: 'Marcos Entregador' }, steps: [
    { at: 5, kind: 'assign' },
    { at: 10, kind: 'reply', body: 'Já acionamos outro entregador para a retirada.' },
  ] },
  { company: 'partner', ago: 60, subject: 'Cliente sem retorno sobre reembolso', description: 'A cliente entrou em contato pelo WhatsApp pedindo o reembolso de um pedido cancelado.', priority: 'MEDIUM', department: 'FINANCIAL', onBehalf: { kind: 'customer', name: 'Juliana Prado', whatsapp: '5511987651234' }, steps: [] },
  { company: 'restaurant', ago: 30, subject: 'Impressora não imprime pedidos', description: 'A impressão automática parou de funcionar hoje.', priority: 'HIGH', department: 'TI', steps: [] },
  { company: 'restaurant', ago: 20, subject: 'Dúvida sobre horário de funcionamento no feriado', description: 'Como configuro o horário especial do feriado?', priority: 'LOW', department: 'ADMINISTRATIVE', steps: [] },
];

/** The FAQ's demo questions, in their places. */
const FAQ: readonly (readonly [question: string, answer: string])[] = [
  ['Como abro um chamado?', 'No menu Central de Ajuda, abra Chamados e clique em "Novo chamado". Informe o assunto, o departamento, a prioridade e descreva o problema; se for sobre um pedido, escolha o pedido na lista.'],
  ['Em quanto tempo meu chamado é respondido?', 'Os prazos contam a partir da abertura: prioridade alta em até 4 horas, média em até 24 horas e baixa em até 3 dias. Enquanto o chamado aguarda uma resposta sua, o prazo fica pausado.'],
  ['Posso reabrir um chamado resolvido?', 'Sim. Responda no próprio chamado em até 7 dias depois da solução e ele volta para "Em andamento". Depois desse prazo, abra um novo chamado citando o protocolo anterior.'],
  ['Como altero o horário de funcionamento da loja?', 'Em Empresa, abra Horário de funcionamento. Você pode definir os horários de cada dia da semana, exceções para feriados e pausas temporárias.'],
  ['Como exporto o histórico de pedidos?', 'No histórico de pedidos, aplique os filtros desejados e clique em "Exportar". O arquivo CSV traz todos os pedidos do período filtrado.'],
  ['Esqueci minha senha. O que faço?', 'Na tela de entrada, clique em "Esqueci minha senha" e informe seu e-mail. Você receberá um link para criar uma nova senha, válido por tempo limitado.'],
  ['Como acompanho meus entregadores no mapa?', 'Em Entregas, abra o mapa de entregadores: ele mostra a posição de cada entregador online, atualizada automaticamente.'],
];

/** What a demo ticket's steps leave: the ticket's columns, its thread and its changes. */
interface Walked {
  ticket: Omit<Insertable<TicketsTable>, 'id' | 'protocol'>;
  messages: Omit<Insertable<TicketMessagesTable>, 'ticket_id'>[];
  changes: Omit<Insertable<TicketChangesTable>, 'ticket_id'>[];
}

const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/** Walks a demo ticket's steps from its opening at `openedAt` by the domain's rules. */
function walk(demo: DemoTicket, openedAt: Date, people: HelpdeskDemoPeople): Walked {
  const targets = DEFAULT_RESPONSE_TARGET_MINUTES;
  const operator = people.companies[demo.company].operator;
  const requester = demo.onBehalf ? { kind: demo.onBehalf.kind, name: demo.onBehalf.name, id: null } : { kind: 'company' as const, name: operator?.fullname ?? 'Operador', id: operator?.id ?? null };
  const { staff } = people;
  let status: TicketStatus = 'NEW';
  let dueAt = dueFrom(openedAt.getTime(), demo.priority, targets);
  let heldSince: string | null = null;
  let solvedAt: string | null = null;
  let firstResponseAt: Date | null = null;
  let assigneeId: number | null = null;
  let canceledReason: string | null = null;
  let updatedAt = openedAt;
  const messages: Walked['messages'] = [];
  const changes: Walked['changes'] = [];
  const move = (to: TicketStatus, at: Date, by: HelpdeskPerson, reason: string | null = null) => {
    if (to === status) return;
    dueAt = dueAfterMove({ status, dueAt, priority: demo.priority, heldSince }, to, at.getTime(), targets);
    heldSince = to === 'ON_HOLD' ? at.toISOString() : null;
    solvedAt = to === 'SOLVED' ? at.toISOString() : null;
    changes.push({ field: 'status', from_value: status, to_value: to, reason, actor_id: by.id, actor_name: by.fullname, created_at: at });
    status = to;
  };
  for (const step of demo.steps) {
    const at = minutesAfter(openedAt, step.at);
    updatedAt = at;
    if (step.kind === 'assign') {
      assigneeId = staff.id;
      changes.push({ field: 'assignee', from_value: null, to_value: staff.fullname, reason: null, actor_id: staff.id, actor_name: staff.fullname, created_at: at });
      move(statusAfterAssignment(status, String(staff.id)), at, staff);
    } else if (step.kind === 'move') {
      if (!canMove('staff', status, step.to)) throw new Error(`demo ticket ${demo.subject}: staff cannot move ${status} to ${step.to}`);
      canceledReason = step.reason ?? null;
      move(step.to, at, staff, canceledReason);
    } else {
      const fromStaff = step.kind !== 'requesterReply';
      const author = fromStaff ? staff : (operator ?? staff);
      const next = statusAfterMessage({ status, solvedAt }, { actor: fromStaff ? 'staff' : 'requester', internal: step.kind === 'note' }, at.getTime());
      if ('refused' in next) throw new Error(`demo ticket ${demo.subject}: a message is refused`);
      messages.push({ author_id: author.id, author_name: author.fullname, from_staff: fromStaff, internal: step.kind === 'note', body: step.body, created_at: at });
      if (step.kind === 'reply' && firstResponseAt === null) firstResponseAt = at;
      move(next.status, at, author);
    }
  }
  return {
    ticket: {
      company_id: people.companies[demo.company].id,
      subject: demo.subject,
      description: demo.description,
      status,
      priority: demo.priority,
      department: demo.department,
      requester_id: requester.id,
      requester_kind: requester.kind,
      requester_name: requester.name,
      order_id: demo.aboutOrder ? people.restaurantOrderId : null,
      whatsapp: demo.onBehalf?.whatsapp ?? null,
      assignee_id: assigneeId,
      due_at: dueAt,
      held_since: heldSince,
      first_response_at: firstResponseAt,
      solved_at: solvedAt,
      canceled_reason: canceledReason,
      created_at: openedAt,
      updated_at: updatedAt,
      version: 1 + demo.steps.length,
    },
    messages,
    changes,
  };
}

/**
 * Writes the help desk's demo tickets, opened minutes to days before `now` (oldest first, each
 * protocol taken from the day's counter as an opening takes it), and the FAQ, in `trx`.
 */
export async function seedHelpdesk(trx: Db, people: HelpdeskDemoPeople, now = new Date()): Promise<void> {
  const ordered = [...TICKETS].sort((a, b) => b.ago - a.ago);
  for (const demo of ordered) {
    const openedAt = minutesAfter(now, -demo.ago);
    const day = protocolDay(openedAt);
    const walked = walk(demo, openedAt, people);
    const id = newDocumentId();
    await trx.insertInto('tickets').values({ id, protocol: protocolOf(day, await nextProtocolCounter(trx, day)), ...walked.ticket }).execute();
    if (walked.messages.length > 0) await trx.insertInto('ticket_messages').values(walked.messages.map((m) => ({ ...m, ticket_id: id }))).execute();
    if (walked.changes.length > 0) await trx.insertInto('ticket_changes').values(walked.changes.map((c) => ({ ...c, ticket_id: id }))).execute();
  }
  await trx
    .insertInto('faq_entries')
    .values(FAQ.map(([question, answer], i) => ({ id: newDocumentId(), question, answer, position: i + 1, updated_at: now })))
    .execute();
}
