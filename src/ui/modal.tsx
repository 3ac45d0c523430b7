import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusableIn, trapTab } from './focus-trap.ts';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons shown at the bottom. */
  actions?: ReactNode;
  /**
   * Called on Escape. Leave it out for a dialog that must not be escaped (acknowledgement, inactivity):
   * the user then has to press one of its buttons.
   */
  onClose?: () => void;
  /** alertdialog for confirmations and warnings that interrupt the work. */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus first; defaults to the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  /** A fixed width in px where the spec fixes one (the forwarding dialog's 500 px). */
  width?: number;
}

/**
 * An accessible modal: labelled by its title, described by its body, focus kept inside while open and
 * given back to where it was when it closes.
 */
export function Modal({ open, title, children, actions, onClose, role = 'dialog', initialFocus, className, width }: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const initialFocusRef = useRef(initialFocus);
  initialFocusRef.current = initialFocus;

  // Everything behind the modal is inert: no click, focus or screen-reader visit reaches it.
  // Declared before the focus effect, so on closing the page is live again before focus returns to it.
  useEffect(() => {
    const backdrop = ref.current?.parentElement;
    if (!open || !backdrop) return;
    const made = [...document.body.children].filter((element): element is HTMLElement => element !== backdrop && element instanceof HTMLElement && !element.inert);
    for (const element of made) element.inert = true;
    return () => {
      for (const element of made) element.inert = false;
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = ref.current;
    // Focus once per opening, not on every render: the element to focus is read through a ref.
    if (root) (initialFocusRef.current?.current ?? focusableIn(root)[0] ?? root).focus();
    return () => previous?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (onCloseRef.current) {
        event.preventDefault();
        onCloseRef.current();
      }
      return;
    }
    if (ref.current) trapTab(event, ref.current);
  };

  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
        className={['modal', className ?? ''].filter(Boolean).join(' ')}
        style={width ? { width, maxWidth: '100%' } : undefined}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className="modal-body">
            {children}
          </div>
        ) : null}
        {actions ? <div className="modal-actions">{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
