import type { Plugin } from 'vite';

/** What a call keeps in the diner's bundle: enough to send it. */
const kept = new Set(['method', 'path']);
const callsModule = /\/packages\/contracts\/src\/calls\/(?!call\.ts$)[^/]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && 'type' in v;

type Edit = { start: number; end: number; text: string };
const splice = (code: string, edits: Edit[]) =>
  edits
    .sort((a, b) => b.start - a.start)
    .reduce((out, { start, end, text }) => out.slice(0, start) + text + out.slice(end), code);

/**
 * The web apps never parse with the calls' schemas, and zod would cost the ordering app's first
 * screen its budget (ADR 0007) and the portal its CSP (zod probes `new Function`). In their builds each
 * `defineCall({ method, path, params, body, reply, ... })` of the contracts becomes the plain
 * `{ method, path }`. The schemas still type every call at compile time and validate it on the
 * server; here they are left unreferenced, so they, the calls the app does not make, and zod drop
 * out of the bundle.
 */
export function leanCalls(): Plugin {
  return {
    name: 'meja-lean-calls',
    apply: 'build',
    transform(code, id) {
      if (!callsModule.test(id)) return;
      const edits: Edit[] = [];
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) {
          node.forEach(visit);
          return;
        }
        if (!isNode(node)) return;
        const callee = node.callee as Node | undefined;
        const [arg] = (node.arguments as Node[] | undefined) ?? [];
        if (
          node.type === 'CallExpression' &&
          callee?.name === 'defineCall' &&
          arg?.type === 'ObjectExpression'
        ) {
          const props = (arg.properties as Node[]).filter((p) =>
            kept.has((p.key as Node | undefined)?.name as string),
          );
          const text = `{ ${props.map((p) => code.slice(p.start, p.end)).join(', ')} }`;
          edits.push({ start: node.start, end: node.end, text: `(${text})` });
          return;
        }
        for (const value of Object.values(node)) if (typeof value === 'object') visit(value);
      };
      visit(this.parse(code));
      let out = splice(code, edits);
      // The module's own schemas, now unused, go too: building one would keep zod.
      for (let dropped = true; dropped; ) {
        const program = this.parse(out) as unknown as { body: Node[] };
        const unused = program.body.filter((n) => {
          const name = (n.declarations as { id: Node }[] | undefined)?.[0]?.id.name as string | undefined;
          return (
            n.type === 'VariableDeclaration' &&
            name &&
            out.match(new RegExp(`\\b${name}\\b`, 'g'))?.length === 1
          );
        });
        out = splice(
          out,
          unused.map((n) => ({ start: n.start, end: n.end, text: '' })),
        );
        dropped = unused.length > 0;
      }
      return { code: out, map: null };
    },
  };
}
