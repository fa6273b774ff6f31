import { describe, expect, it } from 'vitest';
import { createSseParser, readEventStream, type SseMessage } from './api-client';

function parse(chunks: string[]): SseMessage[] {
  const out: SseMessage[] = [];
  const parser = createSseParser((m) => out.push(m));
  for (const c of chunks) parser.push(c);
  return out;
}

describe('createSseParser', () => {
  it('reads named events and skips heartbeats and the retry line', () => {
    const out = parse(['retry: 3000\n\n: heartbeat\n\nevent: order\ndata: {"a":1}\n\n']);
    expect(out).toEqual([{ event: 'order', data: '{"a":1}', id: undefined }]);
  });

  it('joins an event split anywhere across chunks, CRLF included', () => {
    const text = 'event: order\r\ndata: {"id":7,\r\ndata: "x":"y"}\r\n\r\nevent: order\ndata: 2\n\n';
    for (let cut = 1; cut < text.length; cut++) {
      expect(parse([text.slice(0, cut), text.slice(cut)])).toEqual([
        { event: 'order', data: '{"id":7,\n"x":"y"}', id: undefined },
        { event: 'order', data: '2', id: undefined },
      ]);
    }
  });

  it('names an unnamed event message, keeps the last id and drops events without data', () => {
    const out = parse(['id: 5\nevent: order\n\ndata:plain\n\n']);
    expect(out).toEqual([{ event: 'message', data: 'plain', id: '5' }]);
  });

  it('waits for the blank line before dispatching', () => {
    expect(parse(['event: order\ndata: 1\n'])).toEqual([]);
  });
});

describe('readEventStream', () => {
  it('hands each event on as its bytes arrive, multi-byte characters split included', async () => {
    const bytes = new TextEncoder().encode('event: order\ndata: "Nasi lemak 椰浆饭"\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.slice(i, i + 5));
        controller.close();
      },
    });
    const out: SseMessage[] = [];
    await readEventStream(new Response(body), (m) => out.push(m));
    expect(out.map((m) => JSON.parse(m.data))).toEqual(['Nasi lemak 椰浆饭']);
  });

  it('gives up on a stream that went silent', async () => {
    const body = new ReadableStream<Uint8Array>({ start() {} });
    await expect(readEventStream(new Response(body), () => {}, { idleMs: 20 })).rejects.toThrow(/idle/);
  });
});
