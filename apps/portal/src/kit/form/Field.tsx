import { Card, Col, Form, type FormItemProps, type FormProps, Switch } from 'antd';
import type { ParseKeys } from 'i18next';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** The catalogue section whose `fields.<name>` label a form's fields ("company", "store"). */
const FieldTexts = createContext('');
export const FieldTextsProvider = FieldTexts.Provider;

export interface FieldProps extends Omit<FormItemProps, 'name' | 'extra' | 'valuePropName'> {
  name: string;
  /** Catalogue key of the hint under the input. */
  hint?: ParseKeys | false;
  /** A switch or a check box: its value is `checked`. */
  checked?: boolean;
  /** In a column of a row: columns of 24 from `sm` up, the whole row on a phone unless `xs`. */
  sm?: number;
  xs?: number;
}

/** A form field labelled as the catalogue names it (`<section>.fields.<name>`) unless `label` says. */
export function Field({ name, hint, checked, sm, xs, ...item }: FieldProps) {
  const { t } = useTranslation();
  const texts = useContext(FieldTexts);
  const field = (
    <Form.Item
      name={name}
      label={t(`${texts}.fields.${name}` as ParseKeys)}
      extra={hint ? t(hint) : undefined}
      {...(checked && { valuePropName: 'checked' })}
      {...item}
    />
  );
  return sm ? (
    <Col xs={xs ?? 24} sm={sm}>
      {field}
    </Col>
  ) : (
    field
  );
}

/** A field that is on or off. */
export const SwitchField = (props: Omit<FieldProps, 'checked' | 'children'>) => (
  <Field {...props} checked>
    <Switch />
  </Field>
);

export interface FormSectionProps {
  /** Catalogue key of the card's title. */
  title: ParseKeys;
  /** The catalogue section that labels its fields. */
  texts: string;
  size?: 'small';
  children: ReactNode;
}

/** A card of a long form (company, store, food), its fields labelled from `texts`. */
export function FormSection({ title, texts, size, children }: FormSectionProps) {
  const { t } = useTranslation();
  return (
    <FieldTextsProvider value={texts}>
      <Card title={t(title)} size={size} style={{ marginBottom: 16 }}>
        {children}
      </Card>
    </FieldTextsProvider>
  );
}

/** A form of a drawer or a screen: labels above the inputs; a refused save scrolls to the first error. */
export function EditForm<Values>(
  props: Omit<FormProps<Values>, 'layout' | 'scrollToFirstError' | 'children'> & { children: ReactNode },
) {
  return <Form<Values> layout="vertical" scrollToFirstError={{ block: 'center' }} {...props} />;
}
