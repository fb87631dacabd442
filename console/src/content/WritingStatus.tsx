import { errorText, mutedText } from '../ui/styles';

interface WritingStatusProps {
  /** The piece's state in words: "Draft", "Published 3 Nov 2026", "New, not saved yet". */
  state: string;
  /** What the last change did, read out when it is set. */
  announcement: string;
  /** Why nothing was saved, when the server refused. */
  alert: string;
}

/** An editor's state line, its last change's outcome and its refusal, over the form. */
export function WritingStatus({ state, announcement, alert }: WritingStatusProps) {
  return (
    <>
      <p css={mutedText}>State: {state}</p>
      <p role="status">{announcement}</p>
      {alert && (
        <p role="alert" css={errorText}>
          {alert}
        </p>
      )}
    </>
  );
}
