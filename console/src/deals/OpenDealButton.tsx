import { useState } from 'react';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { refusalOf } from '../ui/refusal';
import { button, mutedText } from '../ui/styles';
import { Problem } from '../ui/Problem';
import { openDeal, type DealSource } from './dealsApi';

/** "Open a deal" on a lead, a booked consultation or a conversation: the member's own deal, found in Deals. */
export function OpenDealButton({ source, name }: { source: DealSource; name: string }) {
  const [state, setState] = useState<{ opened: boolean; problem: string }>({ opened: false, problem: '' });
  async function open() {
    try {
      await openDeal(source);
      setState({ opened: true, problem: '' });
    } catch (caught) {
      setState({ opened: false, problem: refusalOf(caught).error });
    }
  }
  return (
    <>
      {' '}
      <button type="button" css={button} onClick={open} disabled={state.opened}>
        Open a deal<span css={visuallyHidden}> with {name}</span>
      </button>
      <span role="status" css={mutedText}>
        {state.opened && ` Deal opened with ${name}: find it in Deals.`}
      </span>
      <Problem message={state.problem} />
    </>
  );
}
