import { css } from '@emotion/react';
import { useRemoteData } from '@bookcraft/shared/ui';
import { LoadState } from '../ui/LoadState';
import { mutedText } from '../ui/styles';
import { TextField } from '../ui/TextField';
import { fetchPageCopy, type PageCopy } from './experimentsApi';
import { variantName } from './experimentWords';

const copyList = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

interface ControlFieldsProps {
  route: string;
  weight: string;
  onWeightChange: (weight: string) => void;
  /** The server's refusal of the control's share (`arms.0.weight`). */
  weightError?: string;
}

/**
 * Variant 1, the control: the page as it is, shown and not written (the server keeps the page's copy whatever it is
 * sent), so its visitors and crawlers see the page unchanged. Only its share of the traffic is the admin's to set.
 */
export function ControlFields({ route, weight, onWeightChange, weightError }: ControlFieldsProps) {
  return (
    <fieldset data-variant={0}>
      <legend>{variantName(0)}: Control (the page as it is)</legend>
      {route ? <PageCopyOf route={route} /> : <p css={mutedText}>Choose a landing page to see its copy.</p>}
      <TextField label="Traffic share" value={weight} onChange={onWeightChange} error={weightError} hint="1 to 100, relative to the other variants' shares." inputMode="numeric" />
    </fieldset>
  );
}

function PageCopyOf({ route }: { route: string }) {
  const [result, retry] = useRemoteData(`page copy ${route}`, (signal) => fetchPageCopy(route, signal));
  return (
    <LoadState result={result} what="the page's copy" retry={retry}>
      {(copy) => <PageCopyText copy={copy} />}
    </LoadState>
  );
}

function PageCopyText({ copy }: { copy: PageCopy }) {
  if (!copy) return <p>The page's built-in hero copy, as visitors see it today. This experiment does not change it.</p>;
  return (
    <>
      <p>The copy an earlier experiment made the page, as visitors see it today. This experiment does not change it.</p>
      <dl css={copyList}>
        <dt>Headline</dt>
        <dd>{copy.headline}</dd>
        <dt>Subheadline</dt>
        <dd>{copy.subheadline || "The page's own"}</dd>
        <dt>Button text</dt>
        <dd>{copy.buttonText}</dd>
        <dt>Image</dt>
        <dd>{copy.image || "The page's own"}</dd>
      </dl>
    </>
  );
}
