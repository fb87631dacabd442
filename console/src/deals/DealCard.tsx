import { useEffect, useRef, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { colors, visuallyHidden } from '@bookcraft/shared/theme';
import { Problem } from '../ui/Problem';
import { formatMoney } from '../ui/format';
import { DealMoves } from './DealMoves';
import { refusalOf } from '../ui/refusal';
import { button, textBox } from '../ui/styles';
import { changeDeal, type Deal, type DealChange, type DealStage } from './dealsApi';
import { NamedOptions } from '../ui/NamedOptions';

const cardStyle = css`
  border: 1px solid ${colors.border};
  border-radius: 8px;
  padding: 0.75rem;
  background: #fff;
  h4 { margin: 0 0 0.25rem; }
  p { margin: 0 0 0.5rem; }
  form, label { display: grid; gap: 0.25rem; margin-bottom: 0.5rem; }
`;

interface DealCardProps {
  deal: Deal;
  stages: DealStage[];
  onChanged: (deal: Deal) => void;
  /** Just moved to another stage (another column of the board): its stage select keeps the focus. */
  focusStage?: boolean;
}

/**
 * One deal: who, how much, whose; its stage as a select (moved by keyboard or pointer alike, never by
 * dragging only), its amount and services, and its moves.
 */
export function DealCard({ deal, stages, onChanged, focusStage = false }: DealCardProps) {
  const stageSelect = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (focusStage) stageSelect.current?.focus();
  }, [focusStage]);
  const [problem, setProblem] = useState('');
  const [amount, setAmount] = useState((deal.amountCents / 100).toFixed(2));
  // The stage chosen, moved to only with Move: the arrow keys on a closed select change its value at each press.
  const [stageId, setStageId] = useState(deal.stage.id);
  const [services, setServices] = useState(deal.services.join(', '));

  async function change(update: DealChange) {
    try {
      onChanged(await changeDeal(deal.id, update));
      setProblem('');
    } catch (caught) {
      setProblem(refusalOf(caught).error);
    }
  }
  function saveAmount(event: FormEvent) {
    event.preventDefault();
    const cents = Math.round(Number(amount) * 100);
    if (!Number.isFinite(cents) || cents < 0) return setProblem('Enter an amount such as 4500 or 4500.00.');
    void change({ amountCents: cents, services: services.split(',').map((service) => service.trim()).filter(Boolean) });
  }

  return (
    <article css={cardStyle} aria-label={`Deal with ${deal.title}`}>
      <h4>{deal.title}</h4>
      <p>
        {formatMoney(deal.amountCents, deal.currency)} · {deal.owner.name}
        {deal.campaign && ` · ${deal.campaign}`}
      </p>
      <form
        aria-label={`Move the deal with ${deal.title}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (stageId !== deal.stage.id) void change({ stageId });
        }}
      >
        <label>
          Stage
          <select ref={stageSelect} css={textBox} value={stageId} onChange={(event) => setStageId(event.target.value)} aria-label={`Stage of the deal with ${deal.title}`}>
            <NamedOptions items={stages} />
          </select>
        </label>
        <button type="submit" css={button} disabled={stageId === deal.stage.id}>
          Move<span css={visuallyHidden}> the deal with {deal.title}</span>
        </button>
      </form>
      <form onSubmit={saveAmount} aria-label={`Amount of the deal with ${deal.title}`}>
        <label>
          Amount ({deal.currency})
          <input css={textBox} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </label>
        <label>
          Services sold (comma between them)
          <input css={textBox} value={services} onChange={(event) => setServices(event.target.value)} />
        </label>
        <button type="submit" css={button}>
          Save
        </button>
      </form>
      <Problem message={problem} />
      <details>
        <summary>History</summary>
        <DealMoves title={deal.title} moves={deal.moves} />
      </details>
    </article>
  );
}
