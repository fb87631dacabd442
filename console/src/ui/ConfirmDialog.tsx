import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import { button, buttonRow, primaryButton } from './styles';

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgb(0 0 0 / 0.45);
`;

const box = css`
  width: min(30rem, 100%);
  padding: 1.25rem 1.5rem;
  border-radius: 10px;
  background: #fff;
  color: #1f2937;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
`;

interface ConfirmDialogProps {
  /** The question, which names the dialog: "End this experiment?" */
  question: string;
  /** What follows from saying yes, read with the question. */
  consequence: string;
  /** The button that does it: "End experiment". */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something that cannot be undone. The focus starts on Cancel (the safe answer), Tab and Shift+Tab stay
 * on the dialog's two buttons, Escape is Cancel, and once it closes the focus goes back to what opened it.
 */
export function ConfirmDialog({ question, consequence, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Read while rendering, before the dialog takes the focus: the button that opened it.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    cancelRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    event.preventDefault();
    (document.activeElement === cancelRef.current ? confirmRef : cancelRef).current?.focus();
  };

  return (
    <div css={backdrop} onMouseDown={(event) => event.target === event.currentTarget && onCancel()}>
      <div role="alertdialog" aria-modal="true" aria-labelledby={`${id}-question`} aria-describedby={`${id}-consequence`} css={box} onKeyDown={onKeyDown}>
        <h2 id={`${id}-question`}>{question}</h2>
        <p id={`${id}-consequence`}>{consequence}</p>
        <div css={buttonRow}>
          <button ref={cancelRef} type="button" css={button} onClick={onCancel}>
            Cancel
          </button>
          <button ref={confirmRef} type="button" css={primaryButton} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
