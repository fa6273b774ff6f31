/** autocannon, as the scenarios call it: a fixed number of requests, or a fixed time. */
import autocannon from 'autocannon';

export interface Request {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function load(
  r: Request,
  o: { connections: number; amount?: number; durationS?: number },
): Promise<LoadResult> {
  const result = await autocannon({
    url: r.url,
    method: r.method ?? 'GET',
    headers: r.headers,
    body: r.body,
    connections: o.connections,
    ...(o.amount ? { amount: o.amount } : { duration: o.durationS ?? 10 }),
  });
  return {
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
