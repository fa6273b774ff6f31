import type { FastifyInstance } from 'fastify';

export interface Operation {
  method: string;
  /** OpenAPI form: /api/admin/user/{id} */
  path: string;
  params: string[];
  query: { name: string; schema: Record<string, unknown> }[];
  body?: { properties?: Record<string, Record<string, unknown>>; required?: string[] };
}

/** Every operation the running app documents: the tests that cover "every route" start here. */
export function operations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string; schema: Record<string, unknown> }[];
          requestBody?: { content: Record<string, { schema: Operation['body'] }> };
        }
      >
    >;
  };
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      out.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        body: op.requestBody ? Object.values(op.requestBody.content)[0]?.schema : undefined,
      });
    }
  }
  return out;
}

export const fillPath = (path: string, value: string | number) => path.replace(/\{[^}]+\}/g, String(value));
