import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from 'react';
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

/**
 * The reply box as an ARIA 1.2 combobox: typing `/` at the start or after a space opens the saved
 * replies that match what follows it; ArrowDown and ArrowUp move, Enter inserts the reply with its
 * placeholders filled, Escape closes the list (until another `/`).
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
    setCaret(element.selectionStart ?? element.value.length);
    setActive(0);
  };

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
