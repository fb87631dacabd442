import { css } from '@emotion/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';

export interface ListboxOption {
  id: string;
  label: string;
  /** Shown beside the label, and read with it ("no times"). */
  note?: string;
  /** What a screen reader says for it, where the label alone would not do (a time, with its date). */
  spoken?: string;
  disabled?: boolean;
}

interface ListboxProps {
  id: string;
  label: string;
  options: ListboxOption[];
  selected: string | undefined;
  onSelect(id: string): void;
  /** Takes the focus when it appears: the first thing to choose, after the visitor asked for it. */
  autoFocus?: boolean;
}

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  &:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 3px; border-radius: 6px; }
  li {
    padding: 0.45rem 0.7rem;
    border: 1px solid #64748b;
    border-radius: 6px;
    background: #fff;
    color: #1f2937;
    cursor: pointer;
  }
  li[aria-selected='true'] { background: #12263a; border-color: #12263a; color: #fff; }
  li[aria-disabled='true'] { color: #475569; border-style: dashed; cursor: default; }
`;

/**
 * A single-choice listbox (WAI-ARIA's pattern): one stop in the tab order, the arrow keys, Home and End
 * move through the options, and moving selects, as a screen reader announces each option by its label.
 * Options that are disabled are passed over.
 */
export function Listbox({ id, label, options, selected, onSelect, autoFocus = false }: ListboxProps) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (autoFocus) listRef.current?.focus();
  }, [autoFocus]);
  const choosable = options.filter((option) => !option.disabled);
  const optionId = (option: string) => `${id}-${option.replace(/[^A-Za-z0-9-]/g, '')}`;

  function onKeyDown(event: KeyboardEvent) {
    const at = choosable.findIndex((option) => option.id === selected);
    const next = { ArrowDown: at + 1, ArrowRight: at + 1, ArrowUp: at - 1, ArrowLeft: at - 1, Home: 0, End: choosable.length - 1 }[event.key];
    if (next === undefined || !choosable.length) return;
    event.preventDefault();
    onSelect(choosable[Math.min(Math.max(next, 0), choosable.length - 1)]!.id);
  }

  return (
    <ul
      ref={listRef}
      id={id}
      role="listbox"
      aria-label={label}
      tabIndex={0}
      css={list}
      aria-activedescendant={selected ? optionId(selected) : undefined}
      onKeyDown={onKeyDown}
      onFocus={() => !selected && choosable[0] && onSelect(choosable[0].id)}
    >
      {options.map((option) => (
        <li
          key={option.id}
          id={optionId(option.id)}
          role="option"
          aria-selected={option.id === selected}
          aria-label={option.spoken}
          aria-disabled={option.disabled || undefined}
          onClick={() => !option.disabled && (onSelect(option.id), listRef.current?.focus())}
        >
          {option.label}
          {option.note && <span> ({option.note})</span>}
        </li>
      ))}
    </ul>
  );
}
