import { useEffect, useId, useLayoutEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';
import { fillPlaceholders, type PlaceholderValues } from './placeholders';
import { fetchSavedReplies, type SavedReply } from './savedRepliesApi';
import { insertReply, slashQueryAt, type SlashQuery } from './slashQuery';

const MAX_SHOWN = 8;

const listbox = css`
  margin: 0;
  padding: 0.25rem;
  list-style: none;
  max-height: 14rem;
  overflow-y: auto;
  border: 1px solid ${colors.navy};
  border-radius: 6px;
  background: ${colors.white};
  li { padding: 0.35rem 0.5rem; border-radius: 4px; cursor: pointer; }
  li[aria-selected='true'] { background: ${colors.navy}; color: ${colors.white}; }
  strong { margin-right: 0.5rem; }
`;

/** Replies whose shortcut starts with the query first, then those that hold it anywhere. */
export function matchingReplies(replies: readonly SavedReply[], query: string): SavedReply[] {
  const wanted = query.toLowerCase();
  const starts = replies.filter((reply) => reply.shortcut.toLowerCase().startsWith(wanted));
  const holds = replies.filter((reply) => !starts.includes(reply) && (reply.shortcut.toLowerCase().includes(wanted) || reply.content.toLowerCase().includes(wanted)));
  return [...starts, ...holds].slice(0, MAX_SHOWN);
}

interface ComboboxOptions {
  draft: string;
  onDraftChange: (draft: string) => void;
  textarea: RefObject<HTMLTextAreaElement | null>;
  placeholders: PlaceholderValues;
}

/** How tall the open list may be (its max-height, 14rem): below the box when that fits in the window, else above it. */
const LIST_HEIGHT_PX = 14 * 16;

/**
 * The reply box as an ARIA 1.2 combobox: typing `/` at the start or after a space opens the saved
 * replies that match what follows it; ArrowDown and ArrowUp move, Enter inserts the reply with its
 * placeholders filled, Escape closes the list until that `/` is gone (deleted, or the reply sent).
 * A `/shortcut` alone that matches no reply is never sent (`unmatchedShortcut`).
 */
export function useSavedReplyCombobox({ draft, onDraftChange, textarea, placeholders }: ComboboxOptions) {
  const id = useId();
  const [replies, setReplies] = useState<SavedReply[]>([]);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [pendingCaret, setPendingCaret] = useState<number | null>(null);

  const slash: SlashQuery | null = slashQueryAt(draft, caret);
  const options = slash ? matchingReplies(replies, slash.query) : [];
  const open = Boolean(slash) && slash!.start !== dismissedAt && options.length > 0;
  // The list opens where it can be seen: above the box when the box is low in the window.
  const [above, setAbove] = useState(false);
  useLayoutEffect(() => {
    if (open && textarea.current) setAbove(textarea.current.getBoundingClientRect().bottom + LIST_HEIGHT_PX > window.innerHeight);
  }, [open, textarea]);
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  const optionId = (index: number) => `${id}-reply-${index}`;

  // Without them the box is a plain reply box: nothing to announce.
  useEffect(() => {
    fetchSavedReplies().then(setReplies, () => undefined);
  }, []);

  useEffect(() => {
    if (pendingCaret === null || !textarea.current) return;
    textarea.current.setSelectionRange(pendingCaret, pendingCaret);
    setPendingCaret(null);
  }, [pendingCaret, textarea]);

  const choose = (reply: SavedReply) => {
    const inserted = insertReply(draft, caret, slash!, fillPlaceholders(reply.content, placeholders));
    onDraftChange(inserted.text);
    setCaret(inserted.caret);
    setPendingCaret(inserted.caret);
    setActive(0);
  };

  /** Handles the keys the open list owns; true when it did. */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves) {
      setActive((activeIndex + moves[event.key]! + options.length) % options.length);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      choose(options[activeIndex]!);
    } else if (event.key === 'Escape') {
      setDismissedAt(slash!.start);
    } else return false;
    event.preventDefault();
    return true;
  };

  const track = (element: HTMLTextAreaElement) => {
    const at = element.selectionStart ?? element.value.length;
    setCaret(at);
    setActive(0);
    // A dismissed `/` that is gone (deleted, sent) dismisses nothing any more: the next `/` offers the list again.
    if (slashQueryAt(element.value, at)?.start !== dismissedAt) setDismissedAt(null);
  };

  // The draft is a `/shortcut` alone that no reply matches: the agent meant a saved reply, not a message.
  const lone = /^\/([\w-]*)$/.exec(draft.trim());
  const unmatchedShortcut = lone && matchingReplies(replies, lone[1]!).length === 0 ? draft.trim() : null;

  return {
    textareaProps: {
      role: 'combobox',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open,
      'aria-controls': `${id}-replies`,
      'aria-activedescendant': open ? optionId(activeIndex) : undefined,
      onSelect: (event: { currentTarget: HTMLTextAreaElement }) => setCaret(event.currentTarget.selectionStart ?? 0),
    },
    onKeyDown,
    /** Call with the textarea after each change of its text. */
    track,
    unmatchedShortcut,
    /** Whether the list goes above the box (render it before the box) or below it. */
    above,
    listbox: (
      <ul id={`${id}-replies`} role="listbox" aria-label="Saved replies" css={listbox} hidden={!open}>
        {open &&
          options.map((reply, index) => (
            <li
              key={reply.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // The textarea keeps the focus: a click chooses without moving it.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(reply);
              }}
            >
              <strong>/{reply.shortcut}</strong>
              {reply.content}
            </li>
          ))}
      </ul>
    ),
  };
}
