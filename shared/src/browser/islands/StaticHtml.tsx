/** @jsxRuntime automatic @jsxImportSource @emotion/react */
import { useId, type ReactNode } from 'react';

/** On the wrapper of each static part: its React id, the same in the server's markup and in the browser. */
export const STATIC_ATTRIBUTE = 'data-static';

/** The painted markup of each static part of the page the browser was sent, and that page's path. */
let painted: { path: string; parts: Map<string, string> } | undefined;

/**
 * Reads the static parts of the painted page before React adopts it (the shell calls it before hydrating), so
 * each `StaticHtml` on that page keeps its markup as it is instead of running its components.
 */
export function keepPaintedStaticParts(root: Element, path: string): void {
  const parts = new Map<string, string>();
  for (const part of root.querySelectorAll(`[${STATIC_ATTRIBUTE}]`)) parts.set(part.getAttribute(STATIC_ATTRIBUTE)!, part.innerHTML);
  painted = { path, parts };
}

const contents = { display: 'contents' } as const;

/**
 * A part of a page that is the same for every visitor and that nobody acts on (copy, images, links): sent as the
 * server rendered it and never hydrated. On the page the browser was sent, React adopts the wrapper and leaves
 * what is inside untouched: its nodes are the server's, with no React state, handlers or fibers on them. Anywhere
 * else (a page reached by a client-side navigation) it renders its children.
 */
export function StaticHtml({ children }: { children: ReactNode }) {
  const id = useId();
  const html = painted && painted.path === window.location.pathname ? painted.parts.get(id) : undefined;
  if (html !== undefined) return <div {...{ [STATIC_ATTRIBUTE]: id }} style={contents} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
  return (
    <div {...{ [STATIC_ATTRIBUTE]: id }} style={contents}>
      {children}
    </div>
  );
}
