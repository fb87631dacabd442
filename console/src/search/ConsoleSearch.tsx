import { useRef, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { SEARCH_MESSAGES, SEARCH_QUERY_MAX_LENGTH, type SearchResult } from '@bookcraft/shared/contracts';
import { FieldError, invalidProps } from '../ui/FieldError';
import { NO_REFUSAL, refusalOf, type Refusal } from '../ui/refusal';
import { button, errorText, mutedText } from '../ui/styles';
import { SearchResults } from './SearchResults';
import { search } from './searchApi';

const FIELD_ID = 'console-search';

const box = css`
  margin-bottom: 1rem;
  form { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
  label { font-weight: 600; }
  input { flex: 1 1 16rem; padding: 0.45rem 0.6rem; font: inherit; border: 1px solid #a8a29e; border-radius: 6px; }
  [role='status'] { margin: 0.35rem 0 0; }
`;

type Found = { q: string; results: SearchResult[] };

const announcement = (found: Found) =>
  found.results.length === 0 ? `No results for ${found.q}` : `${found.results.length} ${found.results.length === 1 ? 'result' : 'results'} for ${found.q}`;

interface ConsoleSearchProps {
  onOpen: (result: SearchResult) => void;
  /** Why the last result could not be opened, announced with the results. */
  problem: string;
}

/** One box over messages, private notes, visitors and leads, at the top of the console. */
export function ConsoleSearch({ onOpen, problem }: ConsoleSearchProps) {
  const [q, setQ] = useState('');
  const [searching, setSearching] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const current = useRef<AbortController | null>(null);
  const fieldError = refusal.fields.q;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = q.trim();
    if (!text) return setRefusal({ error: '', fields: { q: SEARCH_MESSAGES.empty } });
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setRefusal(NO_REFUSAL);
    setSearching(true);
    search(text, controller.signal).then(
      (results) => {
        if (controller.signal.aborted) return;
        setFound({ q: text, results });
        setSearching(false);
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        setRefusal(refusalOf(caught));
        setFound(null);
        setSearching(false);
      },
    );
  };

  const status = searching ? 'Searching…' : found ? `${announcement(found)}${problem ? `. ${problem}` : ''}` : '';
  return (
    <div css={box}>
      <form role="search" aria-label="Conversations, visitors and leads" onSubmit={submit} noValidate>
        <label htmlFor={FIELD_ID}>Search</label>
        <input
          id={FIELD_ID}
          type="search"
          value={q}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="Words, a name, an e-mail or a phone number"
          onChange={(event) => setQ(event.target.value)}
          {...invalidProps(FIELD_ID, fieldError)}
        />
        <button type="submit" css={button}>
          Search
        </button>
        {found && (
          <button type="button" css={button} onClick={() => setFound(null)}>
            Close results
          </button>
        )}
      </form>
      <FieldError fieldId={FIELD_ID} message={fieldError} />
      {refusal.error && !fieldError && (
        <p role="alert" css={errorText}>
          {refusal.error}
        </p>
      )}
      <p role="status" css={mutedText}>
        {status}
      </p>
      {found && found.results.length > 0 && <SearchResults results={found.results} onOpen={onOpen} />}
    </div>
  );
}
