import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { css } from '@emotion/react';

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 90;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgb(0 0 0 / 0.55);
  overflow-y: auto;
`;

const dialog = css`
  position: relative;
  width: min(34rem, 100%);
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
  padding: 1.75rem 1.5rem 1.5rem;
  border-radius: 12px;
  background: #fff;
  color: #1f2937;
`;

const closeButton = css`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  background: none;
  font-size: 1.5rem;
  cursor: pointer;
`;

const FOCUSABLE = ['a[href]', 'button:not([disabled])', 'input:not([disabled])', 'select:not([disabled])', 'textarea:not([disabled])', '[tabindex]'].map((selector) => `${selector}:not([tabindex="-1"])`).join(', ');

/** A modal dialog that traps focus, closes on Escape or the close button, and locks the page behind it. */
export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const focusable = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div css={backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={box} role="dialog" aria-modal="true" aria-labelledby="form-popup-title" css={dialog} onKeyDown={onKeyDown}>
        <button type="button" css={closeButton} aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id="form-popup-title">{title}</h2>
        {children}
      </div>
    </div>
  );
}
