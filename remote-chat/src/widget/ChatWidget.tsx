import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { on } from '@bookcraft/shared';

const launcher = css`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 60;
  padding: 0.85rem 1.2rem;
  border: 0;
  border-radius: 999px;
  background: #12263a;
  color: #fff;
  font: inherit;
  font-weight: 700;
  box-shadow: 0 6px 20px rgb(0 0 0 / 0.25);
  cursor: pointer;
  @media (max-width: 767px) { bottom: 4.75rem; }
`;

const panel = css`
  position: fixed;
  right: 1rem;
  bottom: 5rem;
  z-index: 61;
  width: min(22rem, calc(100vw - 2rem));
  padding: 1rem 1.25rem;
  border-radius: 12px;
  background: #fff;
  color: #1f2937;
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.25);
  @media (max-width: 767px) { bottom: 8.5rem; }
`;

/** The chat widget on every page (SPEC §2.4): a launcher that toggles the panel open and closed. */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const launcherButton = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => on('openChat', () => setOpen(true)), []);
  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    launcherButton.current?.focus();
  };

  return (
    <>
      {open && (
        <section ref={panelRef} tabIndex={-1} css={panel} aria-labelledby="chat-title" onKeyDown={(event) => event.key === 'Escape' && close()}>
          <h2 id="chat-title">Chat with Book Craft</h2>
          <p>Ask us anything about writing, editing, publishing or marketing your book.</p>
          <button type="button" onClick={close}>
            Close chat
          </button>
        </section>
      )}
      <button ref={launcherButton} type="button" css={launcher} aria-expanded={open} onClick={() => (open ? close() : setOpen(true))}>
        {open ? 'Close chat' : 'Chat with us'}
      </button>
    </>
  );
}
