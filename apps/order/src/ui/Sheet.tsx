import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n';

interface SheetProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Stays at the bottom while the content scrolls: the sheet's main action. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A bottom sheet on a phone, a centred dialog on a wider screen: the native modal <dialog>, which
 * keeps focus inside and makes the page behind it inert. Escape, the close button and a tap on the
 * backdrop all ask the owner to close (who goes back in history); focus returns where it was.
 */
export function Sheet({ title, onClose, children, footer, className }: SheetProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the backdrop; the keyboard closes with Escape (cancel)
    <dialog
      ref={ref}
      className={`sheet ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        close.current();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) close.current();
      }}
    >
      <div className="sheet-frame">
        <header className="sheet-head">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('common.close')}
            onClick={() => close.current()}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className="sheet-content">{children}</div>
        {footer ? <footer className="sheet-foot">{footer}</footer> : null}
      </div>
    </dialog>
  );
}
