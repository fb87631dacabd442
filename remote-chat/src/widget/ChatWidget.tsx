import { useCallback, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { colors, SMALL_SCREEN } from '@bookcraft/shared/theme';
import { Launcher } from './launcher/Launcher';
import { useChatRuntime } from './launcher/useChatRuntime';

const loadingNote = css`
  position: fixed;
  right: 1em;
  bottom: 5em;
  z-index: 61;
  margin: 0;
  padding: 0.75em 1em;
  border-radius: 12px;
  background: ${colors.white};
  color: ${colors.ink};
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.25);
  ${SMALL_SCREEN} { bottom: 8.5em; }
`;

/**
 * The chat widget on every page (requirements §2.4), as the shell loads it: only
 * the launcher. The rest arrives in its own chunk (useChatRuntime).
 */
export function ChatWidget({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [unread, setUnread] = useState(0);
  const launcher = useRef<HTMLButtonElement>(null);
  const { Runtime, failed } = useChatRuntime(open);

  const close = useCallback(() => {
    setOpen(false);
    launcher.current?.focus();
  }, []);

  return (
    <>
      <Launcher ref={launcher} open={open} unread={unread} onClick={() => (open ? close() : setOpen(true))} onEscape={close} />
      {Runtime ? (
        <Runtime open={open} onClose={close} onUnreadChange={setUnread} />
      ) : (
        open && (
          <p role="status" css={loadingNote}>
            {failed ? 'The chat could not be loaded. Please try again later.' : 'Loading the chat…'}
          </p>
        )
      )}
    </>
  );
}
