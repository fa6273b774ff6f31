/**
 * A small Server-Sent Events reader over node:http, one socket per stream (no pooling, so 200
 * streams are 200 connections, as 200 screens would be). Each event is handed over with the
 * moment its chunk arrived, taken before any parsing.
 */
import { request } from 'node:http';

export interface SseEvent {
  event: string;
  data: string;
  /** performance.now() when the chunk carrying the event's end arrived. */
  at: number;
}

export interface SseStream {
  /** Resolves once the server answered 200; rejects with its status and body otherwise. */
  opened: Promise<void>;
  close: () => void;
}

export function openSse(
  url: string,
  headers: Record<string, string>,
  onEvent: (e: SseEvent) => void,
  onEnd: (err?: Error) => void = () => {},
): SseStream {
  let buffer = '';
  let ended = false;
  const end = (err?: Error) => {
    if (ended) return;
    ended = true;
    onEnd(err);
  };
  let settle: { resolve: () => void; reject: (e: Error) => void } | undefined;
  const opened = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const req = request(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, (res) => {
    res.setEncoding('utf8');
    if (res.statusCode !== 200) {
      let body = '';
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => settle?.reject(new Error(`${url}: ${res.statusCode} ${body.slice(0, 200)}`)));
      return;
    }
    settle?.resolve();
    res.on('data', (chunk: string) => {
      const at = performance.now();
      buffer += chunk;
      for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        }
        if (data.length) onEvent({ event, data: data.join('\n'), at });
      }
    });
    res.on('end', () => end());
    res.on('error', (err) => end(err));
  });
  req.on('error', (err) => {
    settle?.reject(err);
    end(err);
  });
  req.end();
  return {
    opened,
    close: () => {
      ended = true;
      req.destroy();
    },
  };
}
