import { Tooltip } from 'antd';
import { cloneElement, type ReactElement } from 'react';
import { useOnline } from './connectivity';

/**
 * A control that only the server can carry out (printing, receipts, refunds, ...): offline it is
 * disabled and says why when pointed at or focused, instead of failing when pressed.
 */
export function NeedsConnection({
  hint,
  children,
}: {
  hint: string;
  children: ReactElement<{ disabled?: boolean }>;
}) {
  const online = useOnline();
  if (online) return children;
  return (
    <Tooltip title={hint}>
      {/* A disabled button fires no pointer events: the wrapper shows the tooltip. */}
      <span style={{ display: 'inline-block' }} data-needs-connection="">
        {cloneElement(children, { disabled: true })}
      </span>
    </Tooltip>
  );
}
