// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TicketView } from '../../../src/ui/helpdesk/TicketView';
import type { TicketViewProps } from '../../../src/ui/helpdesk/helpdeskTypes';
import { CANCELED_TICKET, CLOSED_TICKET, staffTicketViewProps, ticketViewProps } from '../../../stories/helpdesk/helpdeskFixtures';
import { renderUi } from '../render';
import './jsdomGaps';

afterEach(cleanup);

const props = (overrides: Partial<TicketViewProps> = {}) => ticketViewProps(vi.fn, overrides);

describe('TicketView', () => {
  it('never shows the requester the internal note switch; staff see it and their notes marked', async () => {
    renderUi(<TicketView {...props()} />);
    expect(screen.queryByRole('checkbox', { name: 'Nota interna' })).toBeNull();
    expect(screen.queryByText('Nota interna — visível só para a equipe')).toBeNull();
    cleanup();
    const p = staffTicketViewProps(vi.fn);
    renderUi(<TicketView {...p} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nota interna' }));
    await waitFor(() => expect(p.onInternalChange).toHaveBeenCalledWith(true));
    expect(screen.getByText('Nota interna — visível só para a equipe')).toBeTruthy();
  });

  it('merges messages and changes into one thread, the changes in words', () => {
    renderUi(<TicketView {...props()} />);
    const thread = screen.getByRole('list', { name: 'Conversa do chamado' });
    const parts = [...thread.children].map((item) => (item as HTMLElement).dataset.part);
    expect(parts).toEqual(['description', 'change', 'change', 'message', 'change', 'message']);
    expect(within(thread).getByText('Carla Mendes mudou a situação de Novo para Em andamento')).toBeTruthy();
    expect(within(thread).getByText('Carla Mendes atribuiu o chamado a Carla Mendes')).toBeTruthy();
  });

  it('sends with Ctrl+Enter and keeps the text when the send failed', () => {
    const p = props({ draft: 'Consegue me mandar o comprovante?', sendFailure: { statusCode: 0, code: 'network' } });
    renderUi(<TicketView {...p} />);
    const box = screen.getByRole('textbox', { name: 'Sua resposta' }) as HTMLTextAreaElement;
    expect(box.value).toBe('Consegue me mandar o comprovante?');
    expect(screen.getByText('A mensagem não foi enviada. O texto foi mantido.')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(p.onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(p.onSend).toHaveBeenCalledTimes(1);
  });

  it('asks for a reason before cancelling, required', async () => {
    const p = props();
    renderUi(<TicketView {...p} />);
    fireEvent.click(within(screen.getByRole('group', { name: 'Mudar situação' })).getByRole('button', { name: 'Cancelar chamado' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar chamado' }));
    await within(dialog).findByText('Informe o motivo.');
    expect(p.onChange).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^Motivo do cancelamento/), { target: { value: ' Resolvido com o banco. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar chamado' }));
    await waitFor(() => expect(p.onChange).toHaveBeenCalledWith({ field: 'status', to: 'CANCELED', reason: 'Resolvido com o banco.' }));
  });

  it('moves other statuses at once', () => {
    const p = staffTicketViewProps(vi.fn);
    renderUi(<TicketView {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Passar para Em espera' }));
    expect(p.onChange).toHaveBeenCalledWith({ field: 'status', to: 'ON_HOLD' });
  });

  it('says why a ticket takes no replies: closed 7 days after solved, or cancelled', () => {
    renderUi(<TicketView {...props({ ticket: CLOSED_TICKET, canReply: false, moves: [] })} />);
    expect(screen.queryByRole('textbox', { name: 'Sua resposta' })).toBeNull();
    expect(screen.getByText(/resolvido há mais de 7 dias e está encerrado. Se ainda precisar de ajuda, abra um novo chamado/)).toBeTruthy();
    cleanup();
    renderUi(<TicketView {...props({ ticket: CANCELED_TICKET, canReply: false, moves: [] })} />);
    expect(screen.getByText('Este chamado foi cancelado e não recebe mais respostas.')).toBeTruthy();
    expect(screen.getAllByText('Resolvido direto com o banco.').length).toBeGreaterThan(0);
  });

  it('says a missing ticket does not exist or is not visible, with the way back', () => {
    const p = props({ status: 'failed', ticket: null, protocol: '20261101-000999', failure: { statusCode: 404, code: 'not_found' } });
    renderUi(<TicketView {...p} />);
    expect(screen.getByText('O chamado 20261101-000999 não existe ou não está visível para você.')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Voltar aos chamados' }));
    expect(p.onBack).toHaveBeenCalled();
  });

  it('links the WhatsApp number to wa.me and opens the linked order', () => {
    const p = props();
    renderUi(<TicketView {...p} />);
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/5511987654321');
    fireEvent.click(screen.getByRole('button', { name: 'Abrir pedido' }));
    expect(p.onOpenOrder).toHaveBeenCalled();
  });
});
