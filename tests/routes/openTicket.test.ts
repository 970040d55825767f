import { describe, expect, it } from 'vitest';
import type { Notice } from '../../src/routes/notices';
import { openTicket, type OpenWindow } from '../../src/routes/pages/openTicket';
import { translator } from '../../src/i18n/translator';

const PATH = '/shopping-cart/restaurant/print?token=tk';

/** A browser whose windows open while `allowed`, recording each asked for. */
function browser(allowed: boolean) {
  const asked: Array<[string, string, string | undefined]> = [];
  const opened: Array<{ opener: unknown }> = [];
  const open: OpenWindow = (url, target, features) => {
    asked.push([url, target, features]);
    if (!allowed) return null;
    const window = { opener: 'the board' as unknown };
    opened.push(window);
    return window;
  };
  return { asked, opened, open };
}

describe('openTicket', () => {
  it('opens the ticket in a new tab that cannot reach back to the board, and raises nothing', () => {
    const { asked, opened, open } = browser(true);
    const notices: Notice[] = [];
    openTicket(PATH, translator('ptBr'), open, (notice) => notices.push(notice));
    expect(asked).toEqual([[PATH, '_blank', undefined]]);
    expect(opened).toEqual([{ opener: null }]);
    expect(notices).toEqual([]);
  });

  it('says the browser blocked it, and opens it from the notice’s button', () => {
    const { asked, open } = browser(false);
    const notices: Notice[] = [];
    openTicket(PATH, translator('ptBr'), open, (notice) => notices.push(notice));
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice?.title).toBe('O navegador bloqueou a janela da comanda.');
    expect(notice?.type).toBe('warning');
    expect(notice?.action?.label).toBe('Abrir comanda');
    notice?.action?.onClick();
    expect(asked).toEqual([
      [PATH, '_blank', undefined],
      [PATH, '_blank', 'noopener'],
    ]);
  });

  it('speaks English', () => {
    const notices: Notice[] = [];
    openTicket(PATH, translator('en'), browser(false).open, (notice) => notices.push(notice));
    expect([notices[0]?.title, notices[0]?.action?.label]).toEqual(['The browser blocked the ticket’s window.', 'Open ticket']);
  });
});
