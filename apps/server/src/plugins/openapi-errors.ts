import { en, errorReasons, errorStatus } from '@meja/contracts';

type Operation = { responses?: Record<string, unknown> };
type OpenApi = {
  components?: { schemas?: Record<string, unknown> };
  paths?: Record<string, Record<string, Operation>>;
};

const errorReply = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: {
      type: 'string',
      enum: Object.keys(errorStatus),
      description: 'Coarse and stable; follows the HTTP status.',
    },
    reason: {
      type: 'string',
      enum: errorReasons,
      description: `The specific case, when the server knows one beyond \`code\`; branch on \`reason ?? code\`. Each is the message key \`error.<reason>\` in both languages:\n\n${errorReasons
        .map((r) => `- \`${r}\`: ${(en as Record<string, string>)[`error.${r}`]}`)
        .join('\n')}`,
    },
    message: { type: 'string', description: "In the caller's language (Accept-Language)." },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'A message per field that needs attention.',
    },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
});

/** Documents the one error reply on every operation (@fastify/swagger's `transformObject`). */
export function withErrorReplies(document: { openapiObject: object } | { swaggerObject: object }) {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const doc = document.openapiObject as OpenApi;
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, ErrorReply: errorReply } };
  for (const operations of Object.values(doc.paths ?? {}))
    for (const op of Object.values(operations)) {
      op.responses = {
        '4XX': errorResponse('Refused: see `code` and `reason`.'),
        '5XX': errorResponse('Failed on our side; the message never shows internals.'),
        ...op.responses,
      };
    }
  return doc as object;
}
