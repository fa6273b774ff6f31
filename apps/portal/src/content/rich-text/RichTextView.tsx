import './rich-text.css';

/**
 * Rich text as the server gives it: HTML it sanitised when it was saved (lib/rich-text.ts), so it
 * is shown as markup. Never give this text from anywhere else.
 */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server keeps only sanitised HTML
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
