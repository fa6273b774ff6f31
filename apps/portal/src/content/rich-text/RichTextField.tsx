import { Form, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';

// The editor (TipTap) is a chunk of its own, loaded with the first form that needs it.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The rich-text editor as a Form.Item control: value, onChange and the item's error status. */
export function RichTextField(props: Omit<RichTextEditorProps, 'status'>) {
  const { status } = Form.Item.useStatus();
  return (
    <Suspense fallback={<Spin />}>
      <RichTextEditor {...props} status={status === 'error' ? 'error' : ''} />
    </Suspense>
  );
}
