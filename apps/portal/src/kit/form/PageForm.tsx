import { SaveOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, type FormInstance } from 'antd';
import { type ReactNode, useEffect } from 'react';

export interface PageFormProps<Values> {
  form: FormInstance<Values>;
  /** The form's name: its inputs' ids. */
  name: string;
  /** What the server holds; the form goes back to it whenever it changes (a save, a reload). */
  saved: unknown;
  initialValues: Partial<Values>;
  onFinish: (values: Values) => void;
  /** The Save button's text; no button while the form may not be changed. */
  save: string | false;
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** A screen's long form (company, store, printers) in cards, with Save kept in view at the bottom. */
export function PageForm<Values>(p: PageFormProps<Values>) {
  const { form, saved } = p;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when what the server holds changes
  useEffect(() => form.resetFields(), [saved, form]);
  return (
    <Form<Values>
      form={form}
      name={p.name}
      layout="vertical"
      initialValues={p.initialValues}
      onFinish={p.onFinish}
      disabled={p.disabled}
      scrollToFirstError={{ block: 'center' }}
      style={{ maxWidth: 880 }}
    >
      {p.children}
      {p.save !== false && (
        <Card size="small" style={{ position: 'sticky', bottom: 0, zIndex: 2 }}>
          <Flex justify="flex-end">
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={p.pending}>
              {p.save}
            </Button>
          </Flex>
        </Card>
      )}
    </Form>
  );
}
