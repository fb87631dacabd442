import { Fragment, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useRemoteData } from '@bookcraft/shared/ui';
import { LoadState } from '../ui/LoadState';
import { button, card, linkButton, panelHeader, primaryButton } from '../ui/styles';

/** What a section shows: its list, a new piece of writing (perhaps with a title asked for), or a saved one by its id. */
type Open<Id> = { view: 'list' } | { view: 'new'; saved: boolean; title?: string } | { view: 'saved'; id: Id };

/**
 * A new piece asked for from elsewhere in the console, with its title (a question visitors asked that no help
 * article answers). A new object each time, so the same question asked twice starts a fresh piece twice.
 */
export interface NewPieceRequest {
  title: string;
}

interface WritingPanelProps<Summary, Saved, Id> {
  /** The list's heading: "Blog", "Help center". */
  title: string;
  /** What one piece is called: "post", "article". */
  noun: string;
  list: {
    /** What the list's data is cached as, and what its status lines call it. */
    key: string;
    what: string;
    load: (signal: AbortSignal) => Promise<Summary[]>;
    show: (items: Summary[], onOpen: (id: Id) => void) => ReactNode;
  };
  /** A saved piece, read afresh each time it is opened. */
  load: (id: Id, signal: AbortSignal) => Promise<Saved>;
  /** The editor of a saved piece, or of a new one (null) perhaps with its title; `onSaved` once the server took a new one. */
  editor: (saved: Saved | null, onSaved: () => void, title?: string) => ReactNode;
  /** Opens a new piece with this title, whatever the section showed. */
  requested?: NewPieceRequest | null;
}

/** A section of the Content tab (the blog, the help center): its list, and the editor a piece opens in. */
export function WritingPanel<Summary, Saved, Id extends number | string>({ title, noun, list, load, editor, requested }: WritingPanelProps<Summary, Saved, Id>) {
  const titleId = useId();
  const [open, setOpen] = useState<Open<Id>>({ view: 'list' });
  const heading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);
  const [handled, setHandled] = useState<NewPieceRequest | null>(null);
  // A request while a new piece is open starts another editor, not the same one with its draft.
  const [newPieces, setNewPieces] = useState(0);

  // Taken while rendering, not in an effect, so the requested editor is the first thing shown. The editor
  // focuses its title itself, not the heading: the title is what the member came to write.
  if (requested && requested !== handled) {
    setHandled(requested);
    setNewPieces((count) => count + 1);
    setMoved(false);
    setOpen({ view: 'new', saved: false, title: requested.title });
  }

  // After a move between the list and the editor the focus goes to the new heading, so a keyboard or screen reader user lands on it.
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [open.view, moved]);
  const go = (next: Open<Id>) => {
    setMoved(true);
    setOpen(next);
  };
  const headingOf = (text: string) => (
    <h2 id={titleId} ref={heading} tabIndex={-1}>
      {text}
    </h2>
  );

  return (
    <section css={card} aria-labelledby={titleId}>
      {open.view === 'list' ? (
        <PieceList heading={headingOf(title)} noun={noun} list={list} onNew={() => go({ view: 'new', saved: false })} onOpen={(id) => go({ view: 'saved', id })} />
      ) : (
        <>
          <div css={panelHeader}>
            {headingOf(open.view === 'new' && !open.saved ? `New ${noun}` : `Edit ${noun}`)}
            <button type="button" css={button} onClick={() => go({ view: 'list' })}>
              Back to all {noun}s
            </button>
          </div>
          {open.view === 'new' ? (
            // Saved, the new piece stays in this editor (its status line and preview with it); only the heading changes.
            <Fragment key={newPieces}>{editor(null, () => setOpen({ ...open, saved: true }), open.title)}</Fragment>
          ) : (
            <SavedPiece key={open.id} id={open.id} noun={noun} load={load} editor={editor} />
          )}
        </>
      )}
    </section>
  );
}

interface PieceListProps<Summary, Id> extends Pick<WritingPanelProps<Summary, unknown, Id>, 'noun' | 'list'> {
  heading: ReactNode;
  onNew: () => void;
  onOpen: (id: Id) => void;
}

function PieceList<Summary, Id>({ heading, noun, list, onNew, onOpen }: PieceListProps<Summary, Id>) {
  const [result, reload] = useRemoteData(list.key, list.load);
  return (
    <>
      <div css={panelHeader}>
        {heading}
        <button type="button" css={linkButton} onClick={reload}>
          Refresh
        </button>
        <button type="button" css={primaryButton} onClick={onNew}>
          New {noun}
        </button>
      </div>
      <LoadState result={result} what={list.what} retry={reload}>
        {(items) => list.show(items, onOpen)}
      </LoadState>
    </>
  );
}

interface SavedPieceProps<Saved, Id> extends Pick<WritingPanelProps<unknown, Saved, Id>, 'noun' | 'load' | 'editor'> {
  id: Id;
}

function SavedPiece<Saved, Id>({ id, noun, load, editor }: SavedPieceProps<Saved, Id>) {
  const [result, reload] = useRemoteData(`${noun} ${id}`, (signal) => load(id, signal));
  return (
    <LoadState result={result} what={`the ${noun}`} retry={reload}>
      {(saved) => editor(saved, () => undefined)}
    </LoadState>
  );
}
