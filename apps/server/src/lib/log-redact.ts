import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';

/** Paths whose next segment grants access to whoever holds it: order, table and sandbox bill tokens. */
const secretSegments = [
  /^(\/api\/public\/orders\/)[^/?]+/,
  /^(\/api\/public\/table\/)[^/?]+/,
  /^(\/api\/public\/sandbox\/pay\/)[^/?]+/,
  /^(\/order\/[to]\/)[^/?]+/,
];

/** Query parameters that carry the same: reset tokens, payment refs, gateway signatures. */
const secretParam = /token|^ref$|signature|secret|password|^billplz\[id\]$/i;

const decoded = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The URL as logs may keep it: secret path segments and query values replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  let path = at < 0 ? url : url.slice(0, at);
  for (const re of secretSegments) path = path.replace(re, `$1${REDACTED}`);
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && secretParam.test(decoded(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's own request serializer, with the URL redacted. */
function requestSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Logger options whose request lines never show a token. */
export function redactingLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, req: requestSerializer } };
}
