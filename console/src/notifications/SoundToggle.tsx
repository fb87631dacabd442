import { useId } from 'react';
import { css } from '@emotion/react';

const toggle = css`
  display: inline-flex;
  gap: 0.4rem;
  align-items: center;
  font-weight: 600;
  cursor: pointer;
  input { width: 1.1rem; height: 1.1rem; margin: 0; }
`;

export function SoundToggle({ muted, onChange }: { muted: boolean; onChange: (muted: boolean) => void }) {
  const id = useId();
  return (
    <label htmlFor={id} css={toggle}>
      <input id={id} type="checkbox" role="switch" checked={!muted} onChange={(event) => onChange(!event.target.checked)} />
      Sound alerts
    </label>
  );
}
