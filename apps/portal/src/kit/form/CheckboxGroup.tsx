import { Checkbox, type GetProps } from 'antd';

type CheckboxGroupProps = GetProps<typeof Checkbox.Group> & { 'aria-required'?: unknown };

/**
 * Check boxes answering one question of a form, named for screen readers by `aria-label` (the
 * field's label points at no input of its own). antd's Form.Item marks a required field's control
 * aria-required, which a group may not carry (axe's aria-allowed-attr, critical): the label's mark
 * and the form's message say it is required.
 */
export function CheckboxGroup({ 'aria-required': _required, ...props }: CheckboxGroupProps) {
  return <Checkbox.Group role="group" {...props} />;
}
