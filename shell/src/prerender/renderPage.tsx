import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from '@bookcraft/shared/router';
import { loadRemoteModulesWith, type RemoteModuleLoader } from '@bookcraft/shared/federation';
import { answerStore, ServerAnswers } from '@bookcraft/shared/ui';
import { PageHeadRecorder, setRuntimeConfig, type PageHead, type PageSnapshot, type PreloadedAnswer, type PreloadedAnswers, type RuntimeConfig } from '@bookcraft/shared';
import { appRoutes } from '../routes/router';

export interface RenderOptions {
  /** Each remote's exposed modules, from its Node bundle. */
  loadModule: RemoteModuleLoader;
  /** Answers the API requests the page makes while it renders (the blog's), as the API would. */
  answer?: (path: string) => Promise<PreloadedAnswer>;
  /** The site's settings as the page shows them (placeholders the server fills in for each site). */
  config: Partial<RuntimeConfig>;
}

export type RenderedPage = Omit<PageSnapshot, 'path' | 'head'> & { head?: PageHead; answers: PreloadedAnswers };

const noAnswer = async (): Promise<PreloadedAnswer> => ({ status: 404, body: { error: 'Not answered while prerendering' } });

/**
 * Renders the page at `url` in Node (server/src/web/render, tooling/prerender.ts): the shell's routes and layout and
 * each remote's module, as React server markup the browser's first render adopts. It waits for every remote
 * module and API answer the page needs. Returns the markup, the emotion rules it uses, the head it asked for and
 * the API answers it was rendered with (the page carries them, so the browser starts from the same data).
 * A failure anywhere rejects: the page is then sent unpainted rather than half painted.
 */
export async function renderPage(url: string, { loadModule, answer = noAnswer, config }: RenderOptions): Promise<RenderedPage> {
  setRuntimeConfig(config);
  loadRemoteModulesWith(loadModule);
  // A cache of its own per render (compat: the rules are collected, not written beside the elements, as in the browser).
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const head: { head?: PageHead } = {};
  const answers = answerStore(answer);
  const errors: unknown[] = [];
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <PageHeadRecorder value={head}>
        <ServerAnswers value={answers}>
          <RouterProvider router={router} />
        </ServerAnswers>
      </PageHeadRecorder>
    </CacheProvider>,
    // Every boundary inline, however large: an outlined one would need an inline script (which the pages' CSP
    // refuses) to be shown.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const root = await new Response(prelude).text();
  if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  const { css } = createEmotionServer(cache).extractCritical(root);
  return { root, css, ...(head.head ? { head: head.head } : {}), answers: answers.answers };
}
