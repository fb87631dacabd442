import { createRoot } from 'react-dom/client';
import { CacheProvider, css } from '@emotion/react';
import createCache from '@emotion/cache';
import { colors } from '@bookcraft/shared/theme';
import { ChatWidget } from '../widget/ChatWidget';

export interface MountOptions {
  /** Opens the panel at once. */
  open?: boolean;
}

/** Nothing of the partner page's look is inherited; the widget starts from the site's type. */
const HOST_RESET = ':host { all: initial; }';

const base = css`
  color: ${colors.ink};
  font-family: Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  font-size: 16px;
  line-height: 1.5;
  *, *::before, *::after { box-sizing: border-box; }
`;

/**
 * Renders the widget into a shadow root of `host`, with emotion writing its
 * styles there too: the partner's styles stay out, and ours stay in.
 * Returns the function that removes it.
 */
export function mountChat(host: Element, options: MountOptions = {}): () => void {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const reset = document.createElement('style');
  reset.textContent = HOST_RESET;
  const container = document.createElement('div');
  shadow.append(reset, container);
  const cache = createCache({ key: 'bcchat', container: shadow });
  const root = createRoot(container);
  root.render(
    <CacheProvider value={cache}>
      <div css={base}>
        <ChatWidget initiallyOpen={options.open} />
      </div>
    </CacheProvider>,
  );
  return () => {
    root.unmount();
    container.remove();
    reset.remove();
  };
}
