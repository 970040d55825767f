// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { WhatsappReport, type WhatsappReportProps } from '../../../src/ui/callCenter/WhatsappReport';
import { REPORT_LIST } from '../../../stories/callCenter/callCenterFixtures';
import { columnHeaders, pagingEvents } from '../listHarness';
import { renderUi } from '../render';

afterEach(cleanup);

function props(overrides: Partial<WhatsappReportProps> = {}): WhatsappReportProps {
  return { ...pagingEvents(), list: REPORT_LIST, filterKind: 'phone', onFilterKindChange: vi.fn(), ...overrides };
}

describe('WhatsappReport', () => {
  it('shows each message with its date, phone, user, direction, content and state', () => {
    renderUi(<WhatsappReport {...props()} />, 'en');
    const table = screen.getByRole('table', { name: 'WhatsApp messages' });
    expect(columnHeaders('WhatsApp messages')).toEqual([
      'Select all rows on this page',
      'Date',
      'Phone',
      'User',
      'Direction',
      'Content',
      'State',
    ]);
    const queued = within(table).getByRole('row', { name: /Chegamos em 10 minutos/ });
    expect(within(queued).getByText('+55 (11) 98765-0001')).toBeTruthy();
    expect(within(queued).getByText('Sent')).toBeTruthy();
    expect(within(queued).getByText('Queued')).toBeTruthy();
    expect(within(table).getByRole('row', { name: /sem cebola/ }).textContent).toContain('Received');
    expect(within(table).getByRole('link', { name: 'Media' }).getAttribute('href')).toBe('https://example.com/menu/cardapio-semana.jpg');
  });

  it('the select says what the search looks for and raises the kind chosen', () => {
    const p = props();
    renderUi(<WhatsappReport {...p} />, 'en');
    const select = screen.getByLabelText('Search by') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Full phone, with country and area codes', 'User id']);
    fireEvent.change(select, { target: { value: 'user' } });
    expect(p.onFilterKindChange).toHaveBeenCalledWith('user');
  });
});
