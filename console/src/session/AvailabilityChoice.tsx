import { useState } from 'react';
import { css } from '@emotion/react';
import { AVAILABILITIES, type Availability } from '@bookcraft/shared/contracts';
import { setAvailability } from './staffApi';

const LABELS: Record<Availability, string> = { available: 'Available', away: 'Away' };

const group = css`
  display: inline-flex;
  gap: 0.75rem;
  align-items: center;
  label { display: inline-flex; gap: 0.3rem; align-items: center; font-weight: 600; cursor: pointer; }
  input { width: 1.1rem; height: 1.1rem; margin: 0; }
`;

interface AvailabilityChoiceProps {
  /** What the member chose last (the session carries it). */
  initial: Availability;
  onError: (message: string) => void;
}

/** Available to take conversations, or away: routing gives new ones only to available members. */
export function AvailabilityChoice({ initial, onError }: AvailabilityChoiceProps) {
  const [availability, setChoice] = useState(initial);

  const choose = (next: Availability) => {
    const before = availability;
    setChoice(next);
    onError('');
    setAvailability(next).then(setChoice, () => {
      setChoice(before);
      onError('Could not change your availability. Please try again.');
    });
  };

  return (
    <div role="radiogroup" aria-label="Your availability" css={group}>
      {AVAILABILITIES.map((value) => (
        <label key={value}>
          <input type="radio" name="availability" value={value} checked={availability === value} onChange={() => choose(value)} />
          {LABELS[value]}
        </label>
      ))}
    </div>
  );
}
