import type { Ref } from 'react';
import { css } from '@emotion/react';
import { colors, SMALL_SCREEN } from '@bookcraft/shared/theme';
import { PANEL_ID } from '../panelId';
import { useTypingOutsideChat } from './useTypingOutsideChat';

const launcher = css`
  position: fixed;
  right: 1em;
  bottom: 1em;
  z-index: 60;
  display: inline-flex;
  align-items: center;
  gap: 0.5em;
  padding: 0.85em 1.2em;
  border: 0;
  border-radius: 999px;
  background: ${colors.navy};
  color: ${colors.white};
  font: inherit;
  font-weight: 700;
  line-height: 1.5;
  box-shadow: 0 6px 20px rgb(0 0 0 / 0.25);
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 3px; }
  ${SMALL_SCREEN} { bottom: 4.75em; }
`;

const badge = css`
  min-width: 1.5em;
  padding: 0 0.4em;
  border-radius: 999px;
  background: ${colors.accent};
  color: ${colors.white};
  font-size: 0.85em;
  text-align: center;
`;

// Kept in place but not shown: the badge while nothing is unread (so the painted launcher and the live one are the
// same size, and a count arriving moves nothing), and the whole launcher while the visitor types in a field of the
// page on a phone, where it would sit over what they type, just above the keyboard.
const hidden = css`
  visibility: hidden;
`;

interface Props {
  open: boolean;
  unread: number;
  onClick: () => void;
  /** Escape on the launcher closes an open panel too. */
  onEscape: () => void;
  ref: Ref<HTMLButtonElement>;
}

/**
 * The always-present button, painted with the page (a tap before the chat's code is there is held, then opens it);
 * while closed it carries the unread count, also in its accessible name.
 */
export function Launcher({ open, unread, onClick, onEscape, ref }: Props) {
  const typingElsewhere = useTypingOutsideChat();
  const showUnread = !open && unread > 0;
  const label = showUnread ? `Chat with us, ${unread} unread ${unread === 1 ? 'message' : 'messages'}` : undefined;
  return (
    <button
      ref={ref}
      type="button"
      css={[launcher, typingElsewhere && !open && hidden]}
      aria-label={label}
      aria-expanded={open}
      aria-controls={open ? PANEL_ID : undefined}
      onClick={onClick}
      onKeyDown={(event) => open && event.key === 'Escape' && onEscape()}
    >
      {open ? 'Close chat' : 'Chat with us'}
      <span css={[badge, !showUnread && hidden]} aria-hidden="true">
        {showUnread ? unread : ''}
      </span>
    </button>
  );
}
