import { describe, expect, it } from 'vitest';
import { initialEventStreamState, parseEventStream, parseOrderEvent, type EventStreamState, type ServerSentEvent } from '../../src/api/orders';

/** The events of `chunks` read one after the other from a fresh stream (resuming after `lastEventId`). */
function readAll(chunks: string[], lastEventId: string | null = null): { events: ServerSentEvent[]; state: EventStreamState } {
  let state = initialEventStreamState(lastEventId);
  const events: ServerSentEvent[] = [];
  for (const chunk of chunks) {
    const parsed = parseEventStream(state, chunk);
    state = parsed.state;
    events.push(...parsed.events);
  }
  return { events, state };
}

describe('the text/event-stream reader', () => {
  it('reads an id, a named event and its data, dispatched at the blank line', () => {
    expect(readAll(['id: 41\nevent: order\ndata: {"orderId":"o1"}\n\n']).events).toEqual([{ event: 'order', data: '{"orderId":"o1"}', id: '41' }]);
  });

  it('dispatches nothing before the blank line', () => {
    const { events, state } = readAll(['id: 41\nevent: order\ndata: x\n']);
    expect(events).toEqual([]);
    expect(state.data).toEqual(['x']);
  });

  it('skips comments (heartbeats) and dispatches nothing for them', () => {
    expect(readAll([': heartbeat\n\n', ':\n\n']).events).toEqual([]);
  });

  it('joins several data lines with a line feed', () => {
    expect(readAll(['data: first\ndata: second\ndata:\n\n']).events).toEqual([{ event: 'message', data: 'first\nsecond\n', id: null }]);
  });

  it('reads an event cut anywhere across chunks, a field name included', () => {
    const chunks = ['i', 'd: 7\nev', 'ent: ord', 'er\nda', 'ta: {"a"', ':1}\n', '\n'];
    expect(readAll(chunks).events).toEqual([{ event: 'order', data: '{"a":1}', id: '7' }]);
  });

  it('takes CRLF, lone CR and LF as line ends, a CRLF cut between two chunks as one', () => {
    expect(readAll(['data: a\r\n\r\ndata: b\r\rdata: c\n\n']).events).toEqual([
      { event: 'message', data: 'a', id: null },
      { event: 'message', data: 'b', id: null },
      { event: 'message', data: 'c', id: null },
    ]);
    expect(readAll(['data: a\r', '\ndata: b\r', '\n\r', '\n']).events).toEqual([{ event: 'message', data: 'a\nb', id: null }]);
  });

  it('strips one space after the colon only, and reads a line without colon as a field with no value', () => {
    expect(readAll(['data:  two spaces\n\n', 'data\n\n']).events).toEqual([
      { event: 'message', data: ' two spaces', id: null },
      { event: 'message', data: '', id: null },
    ]);
  });

  it('keeps the last event id across events and from the resume point, and ignores an id holding NUL', () => {
    const { events, state } = readAll(['data: a\n\n', 'id: 9\ndata: b\n\n', 'data: c\n\n', 'id: 1\u00002\ndata: d\n\n'], '5');
    expect(events.map((event) => event.id)).toEqual(['5', '9', '9', '9']);
    expect(state.lastEventId).toBe('9');
  });

  it('remembers an id sent with no data, and resets the event type after each dispatch', () => {
    const { events, state } = readAll(['id: 12\n\n', 'event: order\n\n', 'data: z\n\n']);
    expect(events).toEqual([{ event: 'message', data: 'z', id: '12' }]);
    expect(state.lastEventId).toBe('12');
  });

  it('ignores retry and unknown fields', () => {
    expect(readAll(['retry: 1000\nfoo: bar\ndata: a\n\n']).events).toEqual([{ event: 'message', data: 'a', id: null }]);
  });
});

describe('parseOrderEvent', () => {
  it('reads an order event', () => {
    expect(parseOrderEvent('{"orderId":"o1","companyId":"c1","status":"WAIT_COMPANY","version":3}')).toEqual({ orderId: 'o1', companyId: 'c1', status: 'WAIT_COMPANY', version: 3 });
  });

  it('answers null for what is not one: no JSON, an unknown status, a version that is no whole number, a field missing', () => {
    expect(parseOrderEvent('not json')).toBeNull();
    expect(parseOrderEvent('{"orderId":"o1","companyId":"c1","status":"READY","version":3}')).toBeNull();
    expect(parseOrderEvent('{"orderId":"o1","companyId":"c1","status":"WAIT_COMPANY","version":"3"}')).toBeNull();
    expect(parseOrderEvent('{"orderId":"o1","companyId":"c1","status":"WAIT_COMPANY","version":2.5}')).toBeNull();
    expect(parseOrderEvent('{"companyId":"c1","status":"WAIT_COMPANY","version":3}')).toBeNull();
    expect(parseOrderEvent('null')).toBeNull();
  });
});
