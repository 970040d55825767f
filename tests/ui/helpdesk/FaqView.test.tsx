// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { FaqView } from '../../../src/ui/helpdesk/FaqView';
import type { FaqViewProps } from '../../../src/ui/helpdesk/helpdeskTypes';
import { FAQ_ENTRIES, faqEditorProps, faqProps } from '../../../stories/helpdesk/helpdeskFixtures';
import { renderUi } from '../render';
import './jsdomGaps';

afterEach(cleanup);

const props = (overrides: Partial<FaqViewProps> = {}) => faqProps(vi.fn, overrides);

describe('FaqView', () => {
  it('calls onSearch with the text typed', () => {
    const p = props();
    renderUi(<FaqView {...p} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar nas perguntas' }), { target: { value: 'repasse' } });
    expect(p.onSearch).toHaveBeenCalledWith('repasse');
  });

  it('offers editing to staff only', () => {
    renderUi(<FaqView {...props()} />);
    expect(screen.queryByRole('button', { name: 'Nova pergunta' })).toBeNull();
    cleanup();
    const p = props({ canEdit: true });
    renderUi(<FaqView {...p} />);
    fireEvent.click(screen.getByRole('button', { name: `Excluir a pergunta “${FAQ_ENTRIES[0]?.question}”` }));
    expect(p.onDelete).toHaveBeenCalledWith(FAQ_ENTRIES[0]);
  });

  it('tells no questions from none matching', () => {
    renderUi(<FaqView {...props({ entries: [], search: 'cupom' })} />);
    expect(screen.getByText('Nenhuma pergunta encontrada para “cupom”.')).toBeTruthy();
  });

  it("refuses an empty question in the editor and keeps the position's check", async () => {
    const editor = faqEditorProps(vi.fn);
    renderUi(<FaqView {...props({ canEdit: true, editor })} />);
    fireEvent.change(await screen.findByLabelText(/^Posição/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Escreva a pergunta.');
    await waitFor(() => expect(screen.getByText('Use um número inteiro de 1 a 10000.')).toBeTruthy());
    expect(editor.onSave).not.toHaveBeenCalled();
  });
});
