import { useEffect, useRef, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 80;
  display: grid;
  place-items: center;
  background: rgb(0 0 0 / 0.5);
`;

const box = css`
  width: min(28rem, calc(100vw - 2rem));
  padding: 1.5rem;
  border-radius: 10px;
  background: ${colors.white};
`;

/** The popup's stand-in while the forms remote is unavailable: how to reach us instead. */
export function FallbackDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => closeButton.current?.focus(), []);
  return (
    <div css={backdrop} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <div role="dialog" aria-modal="true" aria-labelledby="fallback-dialog-title" css={box}>
        <h2 id="fallback-dialog-title">{title}</h2>
        {children}
        <button ref={closeButton} type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
