import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';

export interface Tab {
  key: string;
  /** The tab's visible name; may include a badge. */
  label: ReactNode;
  panel: () => ReactNode;
}

const tabList = css`
  display: flex;
  /* An admin's tabs take more than a narrow window's width: they go on a second row, never off the side. */
  flex-wrap: wrap;
  gap: 0.125rem;
  border-bottom: 2px solid ${colors.navy};
`;

// Narrow enough that an admin's fifteen tabs fit one row at 1366 px.
const tabButton = css`
  padding: 0.55rem 0.3rem;
  border: 0;
  border-radius: 6px 6px 0 0;
  background: transparent;
  color: ${colors.navy};
  font: inherit;
  font-size: 0.95rem;
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] { background: ${colors.navy}; color: ${colors.white}; }
  &:hover:not([aria-selected='true']) { background: #e8eef5; }
`;

const panelStyle = css`
  padding-top: 1rem;
  &:focus-visible { outline-offset: 4px; }
`;

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * WAI-ARIA tabs with automatic activation and a roving tab stop. A panel is
 * mounted the first time it is shown and kept (hidden) afterwards, so an open
 * conversation survives a look at the dashboard, and the dashboard's code
 * loads only once someone opens it.
 */
export function Tabs({ label, tabs, selected: chosen, onSelect }: { label: string; tabs: Tab[]; selected?: string; onSelect?: (key: string) => void }) {
  const baseId = useId();
  const [own, setOwn] = useState(tabs[0]!.key);
  // A parent may choose the tab too (search opens the Inbox or Leads); otherwise the tabs keep their own.
  const selected = chosen ?? own;
  const [shown, setShown] = useState(() => new Set([selected]));
  if (!shown.has(selected)) setShown(new Set(shown).add(selected));
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const select = (key: string) => {
    setOwn(key);
    onSelect?.(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[step(index, tabs.length)]!;
    select(next.key);
    buttons.current.get(next.key)?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} css={tabList}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) buttons.current.set(tab.key, element);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-controls={`${baseId}-panel-${tab.key}`}
            aria-selected={tab.key === selected}
            tabIndex={tab.key === selected ? 0 : -1}
            css={tabButton}
            onClick={() => select(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          tabIndex={0}
          css={panelStyle}
        >
          {shown.has(tab.key) && tab.panel()}
        </div>
      ))}
    </>
  );
}
