import type { TBoardLine } from '@meja/contracts';
import type { ReactNode } from 'react';

/** What a kitchen or waiter reads of a line: its code and name, its options, the diner's note; tags after. */
export function LineBody({ line, children }: { line: TBoardLine; children?: ReactNode }) {
  return (
    <span className="kds-line-body">
      <span className="kds-line-name">
        {line.code ? <span className="kds-code">{line.code}</span> : null}
        {line.name}
      </span>
      {line.options.length > 0 && (
        <span className="kds-options">
          {line.options.map((o) => (o.quantity > 1 ? `${o.name} ×${o.quantity}` : o.name)).join(' · ')}
        </span>
      )}
      {line.note && <span className="kds-line-note">“{line.note}”</span>}
      {children}
    </span>
  );
}
