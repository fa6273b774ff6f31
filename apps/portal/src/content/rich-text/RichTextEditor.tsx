import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Flex, Input, Popover, Tooltip, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './rich-text.css';

export interface RichTextEditorProps {
  /** HTML; the server sanitises it again, whatever the editor lets through. */
  value?: string;
  onChange?: (html: string) => void;
  /** The accessible name of the editing area (its form label). */
  'aria-label'?: string;
  id?: string;
  minHeight?: number;
  status?: 'error' | 'warning' | '';
}

/** An empty editor's HTML is a blank paragraph: the form sees it as empty. */
const emptyHtml = (html: string) => html === '<p></p>' || html.trim() === '';

function LinkButton({ editor }: { editor: NonNullable<ReturnType<typeof useEditor>> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (url) chain.setLink({ href: /^(https?:|mailto:|tel:)/i.test(url) ? url : `https://${url}` }).run();
    else chain.unsetLink().run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setHref(editor.getAttributes('link').href ?? '');
      }}
      trigger="click"
      content={
        <Flex gap={8}>
          <Input
            autoFocus
            value={href}
            onChange={(e) => setHref(e.target.value)}
            onPressEnter={apply}
            placeholder="https://"
            aria-label={t('richText.linkAddress')}
            style={{ width: 260 }}
          />
          <Button type="primary" onClick={apply}>
            {t('richText.applyLink')}
          </Button>
        </Flex>
      }
    >
      <Tooltip title={t('richText.link')}>
        <Button
          size="small"
          type={editor.isActive('link') ? 'primary' : 'text'}
          icon={<LinkOutlined />}
          aria-label={t('richText.link')}
        />
      </Tooltip>
    </Popover>
  );
}

/**
 * The portal's rich-text field (announcements, the update log, terms): a form control whose value
 * is HTML, with the few marks the server keeps (lib/rich-text.ts on the server).
 */
export default function RichTextEditor({
  value,
  onChange,
  id,
  minHeight = 180,
  status,
  ...rest
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: value ?? '',
    editorProps: {
      attributes: {
        id: id ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': rest['aria-label'] ?? '',
        class: 'rich-text rich-text-editable',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange?.(emptyHtml(html) ? '' : html);
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      strike: e?.isActive('strike') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
    }),
  });

  // A value set from outside (a form reset, a record loaded) replaces the text; the editor's own
  // changes come back equal and are left alone, so the cursor does not jump.
  useEffect(() => {
    // A remount (Suspense, StrictMode) can leave the effect an editor TipTap already destroyed.
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    if ((value ?? '') !== (emptyHtml(current) ? '' : current)) {
      editor.commands.setContent(value ?? '', { emitUpdate: false });
    }
  }, [editor, value]);

  if (!editor) return null;
  // A toolbar button pressed with the mouse leaves the focus in the text: what is typed next goes
  // into the text, not to the button while the editor takes the focus back (lost keys, found by
  // the announcements browser test on a loaded machine).
  const keepFocus = (e: React.MouseEvent) => e.preventDefault();
  const mark = (label: string, on: boolean, icon: React.ReactNode, run: () => void) => (
    <Tooltip title={label}>
      <Button
        size="small"
        type={on ? 'primary' : 'text'}
        icon={icon}
        aria-label={label}
        aria-pressed={on}
        onMouseDown={keepFocus}
        onClick={run}
      />
    </Tooltip>
  );
  const heading = (level: 2 | 3, on: boolean) => (
    <Button
      size="small"
      type={on ? 'primary' : 'text'}
      aria-pressed={on}
      onMouseDown={keepFocus}
      onClick={() => editor.chain().focus().toggleHeading({ level }).run()}
    >
      {t(level === 2 ? 'richText.heading' : 'richText.subheading')}
    </Button>
  );
  const border = status === 'error' ? token.colorError : token.colorBorder;
  return (
    <div
      style={{
        border: `1px solid ${border}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      <Flex
        role="toolbar"
        aria-label={t('richText.toolbar')}
        wrap
        gap={2}
        align="center"
        style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        {mark(t('richText.bold'), active?.bold ?? false, <BoldOutlined />, () =>
          editor.chain().focus().toggleBold().run(),
        )}
        {mark(t('richText.italic'), active?.italic ?? false, <ItalicOutlined />, () =>
          editor.chain().focus().toggleItalic().run(),
        )}
        {mark(t('richText.underline'), active?.underline ?? false, <UnderlineOutlined />, () =>
          editor.chain().focus().toggleUnderline().run(),
        )}
        {mark(t('richText.strike'), active?.strike ?? false, <StrikethroughOutlined />, () =>
          editor.chain().focus().toggleStrike().run(),
        )}
        <Divider orientation="vertical" />
        {heading(2, active?.h2 ?? false)}
        {heading(3, active?.h3 ?? false)}
        <Divider orientation="vertical" />
        {mark(t('richText.bulletList'), active?.bullet ?? false, <UnorderedListOutlined />, () =>
          editor.chain().focus().toggleBulletList().run(),
        )}
        {mark(t('richText.orderedList'), active?.ordered ?? false, <OrderedListOutlined />, () =>
          editor.chain().focus().toggleOrderedList().run(),
        )}
        <LinkButton editor={editor} />
        <Divider orientation="vertical" />
        {mark(t('richText.undo'), false, <UndoOutlined />, () => editor.chain().focus().undo().run())}
        {mark(t('richText.redo'), false, <RedoOutlined />, () => editor.chain().focus().redo().run())}
      </Flex>
      <EditorContent editor={editor} style={{ padding: '4px 11px', minHeight }} />
    </div>
  );
}
