import { createContext, use, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { PRELOADED_ANSWERS_ELEMENT_ID, type PreloadedAnswer } from '@bookcraft/shared';

export type RemoteData<T> = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; data: T };

export interface RemoteDataOptions<T = unknown> {
  /** While a new key loads, keep showing what the last one loaded (a panel refreshing) instead of "loading" (a new page). */
  keepLoaded?: boolean;
  /**
   * The API request this data comes from, when the server may have answered it already: `path` as the API client
   * asks for it (`/blogs/5`), and how its answer reads. A page the server rendered carries its answers, so the
   * browser's first render shows what the server's did (and adopts its markup) without asking again.
   */
  preload?: { path: string; read: (answer: PreloadedAnswer) => T };
}

/** The server's renderer: answers a page's API requests while it renders, and keeps each answer for the page's HTML. */
export interface AnswerStore {
  answer(path: string): Promise<PreloadedAnswer>;
}

/** Provided by the server's renderer; in the browser the answers come from the page instead. */
export const ServerAnswers = createContext<AnswerStore | null>(null);

/** Keeps one promise per path, so a render suspended on an answer finds it settled when it tries again. */
export function answerStore(answer: (path: string) => Promise<PreloadedAnswer>): AnswerStore & { answers: Record<string, PreloadedAnswer> } {
  const promises = new Map<string, Promise<PreloadedAnswer>>();
  const answers: Record<string, PreloadedAnswer> = {};
  return {
    answers,
    answer(path) {
      let promise = promises.get(path);
      if (!promise) {
        promise = answer(path).then((answered) => (answers[path] = answered));
        promises.set(path, promise);
      }
      return promise;
    },
  };
}

let inPage: { text: string; answers: Map<string, PreloadedAnswer> } | undefined;

/** The answers the server put in the page it rendered (parsed once per text; each is used once). */
function answersInPage(): Map<string, PreloadedAnswer> {
  const text = (typeof document === 'undefined' ? null : document.getElementById(PRELOADED_ANSWERS_ELEMENT_ID)?.textContent) ?? '';
  if (inPage?.text === text) return inPage.answers;
  let answers = new Map<string, PreloadedAnswer>();
  try {
    if (text) answers = new Map(Object.entries(JSON.parse(text) as Record<string, PreloadedAnswer>));
  } catch (error) {
    console.warn('The API answers in the page are not valid JSON; they are asked for again', error);
  }
  inPage = { text, answers };
  return answers;
}

function readAnswer<T>(answer: PreloadedAnswer | undefined, read: (answer: PreloadedAnswer) => T): RemoteData<T> | undefined {
  if (!answer) return undefined;
  try {
    return { state: 'loaded', data: read(answer) };
  } catch {
    return { state: 'failed' };
  }
}

/**
 * Loads what `key` names, again when the key changes or on retry, and aborts a
 * request whose answer is no longer wanted. A failure is a state the caller
 * shows with a retry, never a blank screen.
 */
export function useRemoteData<T>(key: string, load: (signal: AbortSignal) => Promise<T>, { keepLoaded = false, preload }: RemoteDataOptions<T> = {}): [RemoteData<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${key}#${attempt}`;
  const [result, setResult] = useState<{ key: string; data: RemoteData<T> } | undefined>();
  const server = useContext(ServerAnswers);
  const path = attempt === 0 ? preload?.path : undefined;
  // On the server the render waits for the answer; in the browser it is in the page or not at all.
  const answer = path === undefined ? undefined : server ? use(server.answer(path)) : answersInPage().get(path);
  const read = preload?.read;
  const preloaded = useMemo(() => (read ? readAnswer(answer, read) : undefined), [answer, read]);

  useEffect(() => {
    if (preloaded && path !== undefined) {
      // Used once: coming back to this page later asks the API afresh.
      setResult({ key: requestKey, data: preloaded });
      answersInPage().delete(path);
      return undefined;
    }
    const controller = new AbortController();
    const settle = (data: RemoteData<T>) => !controller.signal.aborted && setResult({ key: requestKey, data });
    load(controller.signal).then(
      (data) => settle({ state: 'loaded', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn(`Loading ${key} failed:`, error instanceof Error ? error.message : error);
        settle({ state: 'failed' });
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; the key says when the request changes.
  }, [requestKey]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (result?.key === requestKey || (keepLoaded && result?.data.state === 'loaded')) return [result.data, retry];
  if (preloaded) return [preloaded, retry];
  return [{ state: 'loading' }, retry];
}
