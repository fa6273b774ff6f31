import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';

/**
 * Rich text written by admins (announcements, update logs, terms) as the portal's editor makes it:
 * headings, paragraphs, emphasis, lists, quotes, links. Everything else is removed on the way in,
 * by sanitize-html (htmlparser2), never by a pattern of ours: no script, style, iframe, event
 * handler, inline style or javascript: link is kept, so the stored text is safe to show as HTML.
 */
const policyOf = (sanitizeHtml: typeof SanitizeHtml): SanitizeHtml.IOptions => ({
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link opens apart from the portal and gives the other site no handle on it.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
});

let loaded: { sanitizeHtml: typeof SanitizeHtml; policy: SanitizeHtml.IOptions } | undefined;
/** Loaded on first use: htmlparser2 and its kin cost every start ~0.1 s otherwise (issue 16). */
function sanitizer() {
  if (!loaded) {
    const sanitizeHtml = createRequire(import.meta.url)('sanitize-html') as typeof SanitizeHtml;
    loaded = { sanitizeHtml, policy: policyOf(sanitizeHtml) };
  }
  return loaded;
}

/** The HTML as it may be stored and shown. */
export const sanitizeRichText = (html: string): string => {
  const { sanitizeHtml, policy } = sanitizer();
  return sanitizeHtml(html, policy).trim();
};

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The words of rich text without its markup: for "is it empty" and length checks, and previews. */
export const plainText = (html: string): string =>
  sanitizer()
    .sanitizeHtml(html.replace(/<br\s*\/?>|<\/(p|h\d|li|blockquote|pre)>/gi, ' $&'), {
      allowedTags: [],
      allowedAttributes: {},
    })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => entities[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
