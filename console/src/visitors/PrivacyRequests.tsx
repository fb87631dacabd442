import { useState } from 'react';
import { css } from '@emotion/react';
import { api, getRuntimeConfig } from '@bookcraft/shared';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { button, errorText, mutedText } from '../ui/styles';

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin-top: 0.75rem;
  a { color: inherit; }
`;

interface PrivacyRequestsProps {
  visitorId: string;
  name: string;
  /** The visitor's data is gone: the list forgets them. */
  onErased: (id: string) => void;
}

/**
 * A visitor's access and erasure requests (GDPR, CCPA): everything held
 * about them and the visitors linked with them as one person, as one JSON
 * file, or all of it erased, after a confirmation.
 */
export function PrivacyRequests({ visitorId, name, onErased }: PrivacyRequestsProps) {
  const [step, setStep] = useState<'idle' | 'confirming' | 'erasing' | 'failed'>('idle');
  const exportUrl = `${getRuntimeConfig().apiBaseUrl}/staff/visitors/${visitorId}/export`;

  const erase = async () => {
    setStep('erasing');
    try {
      await api().delete(`/staff/visitors/${visitorId}`);
      onErased(visitorId);
    } catch {
      setStep('failed');
    }
  };

  return (
    <div css={actions}>
      <a href={exportUrl} download={`visitor-${visitorId}.json`}>
        Download all data<span css={visuallyHidden}> of {name}</span>
      </a>
      {step === 'confirming' || step === 'erasing' ? (
        <div role="group" aria-label={`Erase all data of ${name}`}>
          <p css={mutedText}>Erase everything held about {name}, on every device linked to them: visits, leads, chats, images and mail? This cannot be undone.</p>
          <button type="button" css={button} onClick={erase} disabled={step === 'erasing'}>
            Erase
          </button>{' '}
          <button type="button" css={button} onClick={() => setStep('idle')} disabled={step === 'erasing'}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" css={button} onClick={() => setStep('confirming')}>
          Erase all data<span css={visuallyHidden}> of {name}</span>
        </button>
      )}
      {step === 'failed' && (
        <p role="alert" css={errorText}>
          Could not erase the data of {name}. Try again.
        </p>
      )}
    </div>
  );
}
