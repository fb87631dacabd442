import { useId } from 'react';
import { css } from '@emotion/react';
import type { Touch } from '@bookcraft/shared/contracts';
import { isDirect } from '@bookcraft/shared';
import { mutedText } from '../ui/styles';

// Where a lead or a person came from first, and last before they converted (docs/architecture.md, "First and last touch").

/** The ad networks' click ids by the name staff know them by. */
const CLICK_ID_NAMES = {
  gclid: 'Google click id',
  gbraid: 'Google app click id (gbraid)',
  wbraid: 'Google web-to-app click id (wbraid)',
  fbclid: 'Meta click id',
  msclkid: 'Microsoft click id',
  li_fat_id: 'LinkedIn click id',
  ttclid: 'TikTok click id',
} as const;

const layout = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 2rem;
  h3, h4 { margin: 0 0 0.25rem; font-size: 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.1rem 0.75rem; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

/** A touch in a word: its campaign, else its source, else where it came from; "Direct" for none. */
export const touchLabel = (touch: Touch | null) => (!touch ? 'Not recorded' : touch.utm_campaign || touch.utm_source || touch.referrer || (isDirect(touch) ? 'Direct' : 'Ad click'));

interface TouchesProps {
  first: Touch | null;
  last: Touch | null;
  /** The headings' level where the touches are shown. */
  heading?: 'h3' | 'h4';
}

/** "First touch" and "Last touch" side by side: campaign, source / medium, term, content, click ids, landing page and referrer. */
export function Touches({ first, last, heading = 'h3' }: TouchesProps) {
  return (
    <div css={layout}>
      <TouchFacts title="First touch" touch={first} heading={heading} />
      <TouchFacts title="Last touch" touch={last} heading={heading} />
    </div>
  );
}

function TouchFacts({ title, touch, heading: Heading }: { title: string; touch: Touch | null; heading: 'h3' | 'h4' }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {touch ? <dl>{factsOf(touch).map(([term, value]) => [<dt key={`${term}-term`}>{term}</dt>, <dd key={`${term}-value`}>{value}</dd>])}</dl> : <p css={mutedText}>Not recorded.</p>}
    </section>
  );
}

/** What staff read of a touch: the campaign (or "Direct"), then only the parts it has. */
function factsOf(touch: Touch): [string, string][] {
  const sourceMedium = [touch.utm_source, touch.utm_medium].filter(Boolean).join(' / ');
  const facts: [string, string][] = [['Campaign', touch.utm_campaign || (isDirect(touch) ? 'Direct' : '—')]];
  if (sourceMedium) facts.push(['Source / medium', sourceMedium]);
  if (touch.utm_term) facts.push(['Term', touch.utm_term]);
  if (touch.utm_content) facts.push(['Content', touch.utm_content]);
  for (const [clickId, name] of Object.entries(CLICK_ID_NAMES)) {
    const value = touch[clickId as keyof typeof CLICK_ID_NAMES];
    if (value) facts.push([name, value]);
  }
  if (touch.landingPage) facts.push(['Landing page', touch.landingPage]);
  if (touch.referrer) facts.push(['Referrer', touch.referrer]);
  return facts;
}
