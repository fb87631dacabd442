import { useEffect, useRef, useState } from 'react';
import { NO_REFUSAL, refusalOf, type Refusal } from '../ui/refusal';
import { slugFrom } from './postState';

interface WritingOptions<Saved, Draft> {
  /** What is being edited; null for a new piece. */
  initial: Saved | null;
  emptyDraft: () => Draft;
  draftOf: (saved: Saved) => Draft;
  /** After each change the server took, so a list can show it. */
  onChanged?: (saved: Saved) => void;
}

/**
 * What an editor of the content team's writing holds (a blog post, a help article): the piece as the
 * server last answered it, the form, the server's refusal tied to its fields, and a line that says
 * what each change did. A new piece's slug follows its title until someone types one.
 */
export function useWriting<Saved, Draft extends { title: string; slug: string }>({ initial, emptyDraft, draftOf, onChanged }: WritingOptions<Saved, Draft>) {
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<Draft>(() => (initial ? draftOf(initial) : emptyDraft()));
  const [slugTyped, setSlugTyped] = useState(initial !== null);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  // The first refused field takes the focus, so its message (tied to it) is read out.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);

  const set =
    <Field extends keyof Draft & string>(field: Field) =>
    (value: Draft[Field]) => {
      if (field === 'slug') setSlugTyped(true);
      setDraft((current) => ({ ...current, [field]: value, ...(field === 'title' && !slugTyped ? { slug: slugFrom(String(value)) } : {}) }));
    };

  /** The server took a change: the form shows the piece as it now is. */
  const took = (changed: Saved) => {
    setSaved(changed);
    setDraft(draftOf(changed));
    setSlugTyped(true);
    onChanged?.(changed);
  };

  /** A revision was saved again as the newest: the form shows it, and says so. */
  const restored = (changed: Saved) => {
    took(changed);
    setAnnouncement('Revision restored: the form shows it.');
  };

  /** The form's own refusal, before anything is sent. */
  const refuse = (own: Refusal) => {
    setAnnouncement('');
    setRefusal(own);
  };

  /** Runs a change against the server; what it resolves to is said, a refusal is shown under the fields it names. */
  const attempt = async (change: () => Promise<string>) => {
    setRefusal(NO_REFUSAL);
    setAnnouncement('');
    setBusy(true);
    try {
      setAnnouncement(await change());
    } catch (caught) {
      setRefusal(refusalOf(caught, 'Could not reach the server. Nothing was lost: please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return { saved, draft, set, took, restored, refuse, attempt, refusal, busy, announcement, formRef };
}
