import { visuallyHidden } from '@bookcraft/shared/theme';
import type { Touch } from '@bookcraft/shared/contracts';
import { Touches, touchLabel } from './Touches';

/** A lead's row in a word ("meta-spring → google-brand"), opened to the whole of both touches. */
export function LeadTouches({ lead, name }: { lead: { first_touch: Touch | null; last_touch: Touch | null }; name: string }) {
  return (
    <details>
      <summary>
        {touchLabel(lead.first_touch)} → {touchLabel(lead.last_touch)}
        <span css={visuallyHidden}> (first and last touch of {name})</span>
      </summary>
      <Touches first={lead.first_touch} last={lead.last_touch} heading="h4" />
    </details>
  );
}
