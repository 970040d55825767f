// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { NewTicketDialog } from '../../../src/ui/helpdesk/NewTicketDialog';
import type { NewTicketDialogProps } from '../../../src/ui/helpdesk/helpdeskTypes';
import { COMPANIES, newTicketProps, ORDER_OPTIONS } from '../../../stories/helpdesk/helpdeskFixtures';
import { inUi, renderUi } from '../render';
import './jsdomGaps';

afterEach(cleanup);

const props = (overrides: Partial<NewTicketDialogProps> = {}) => newTicketProps(vi.fn, overrides);

describe('NewTicketDialog', () => {
  it('refuses an empty subject with the translated message, and sends nothing', async () => {
    const p = props();
    renderUi(<NewTicketDialog {...p} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir chamado' }));
    await screen.findByText('Informe o assunto.');
    expect(screen.getByText('Descreva o problema.')).toBeTruthy();
    expect(screen.getByText('Escolha o departamento.')).toBeTruthy();
    expect(p.onSubmit).not.toHaveBeenCalled();
  });

  it('says it in English too', async () => {
    renderUi(<NewTicketDialog {...props()} />, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Open ticket' }));
    await screen.findByText('Enter the subject.');
  });

  it('sends the values trimmed with the order picked, and keeps them when the send fails', async () => {
    const p = props({ orderOptions: { status: 'ready', options: ORDER_OPTIONS } });
    const { rerender } = renderUi(<NewTicketDialog {...p} />);
    fireEvent.change(await screen.findByLabelText(/^Assunto/), { target: { value: '  Repasse menor ' } });
    fireEvent.change(screen.getByLabelText(/^Departamento/), { target: { value: 'FINANCIAL' } });
    fireEvent.change(screen.getByLabelText(/^Descrição/), { target: { value: 'Faltaram R$ 312,40.' } });
    fireEvent.change(screen.getByLabelText(/^Pedido/), { target: { value: '120' } });
    expect(p.onOrderSearch).toHaveBeenLastCalledWith('120', null);
    fireEvent.click(screen.getByRole('button', { name: /^Pedido 1204, Juliana Alves/ }));
    fireEvent.change(screen.getByLabelText(/^WhatsApp/), { target: { value: '(11) 98765-4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Abrir chamado' }));
    await waitFor(() =>
      expect(p.onSubmit).toHaveBeenCalledWith({
        subject: 'Repasse menor',
        description: 'Faltaram R$ 312,40.',
        department: 'FINANCIAL',
        priority: 'MEDIUM',
        orderNumber: 1204,
        whatsapp: '11987654321',
        companyId: null,
        requesterKind: 'company',
        requesterName: '',
      }),
    );
    rerender(inUi(<NewTicketDialog {...p} status="saving" />));
    rerender(inUi(<NewTicketDialog {...p} status="failed" failure={{ statusCode: 0, code: 'network' }} />));
    expect((await screen.findByText(/O chamado não foi aberto/)).textContent).toContain('Verifique sua conexão');
    expect((screen.getByLabelText(/^Assunto/) as HTMLInputElement).value).toBe('  Repasse menor ');
    expect((screen.getByLabelText(/^Descrição/) as HTMLTextAreaElement).value).toBe('Faltaram R$ 312,40.');
    expect(screen.getByText('Pedido 1204 escolhido')).toBeTruthy();
  });

  it('asks staff for the company and the requester', async () => {
    const p = props({ staff: true, companies: COMPANIES });
    renderUi(<NewTicketDialog {...p} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir chamado' }));
    await screen.findByText('Escolha a empresa.');
    expect(screen.getByText('Informe o nome do solicitante.')).toBeTruthy();
  });
});
