import { useId, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { useRemoteData } from '@bookcraft/shared/ui';
import { fetchStages, type DealStage } from '../deals/dealsApi';
import { LoadState } from '../ui/LoadState';
import { refusalOf } from '../ui/refusal';
import { button, buttonRow, card, errorText, formFields, mutedText, panelHeader, primaryButton } from '../ui/styles';
import { fetchAdPlatforms, saveConversionStages } from './adPlatformsApi';
import { ConversionLog } from './ConversionLog';
import { PlatformForm } from './PlatformForm';

const platformsGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
  gap: 1.5rem;
  align-items: start;
  margin: 1rem 0;
`;

/** The ad platforms told which clicks became authors (admins): the stages that count, each platform's settings, and the log. */
export function AdPlatformsPanel() {
  const [version, setVersion] = useState(0);
  const [result, retry] = useRemoteData(`ad-platforms-${version}`, async (signal) => ({ settings: await fetchAdPlatforms(signal), stages: await fetchStages(signal) }), { keepLoaded: true });
  const [announcement, setAnnouncement] = useState('');
  const saved = (said: string) => {
    setAnnouncement(said);
    setVersion((current) => current + 1);
  };

  return (
    <section css={card} aria-labelledby="ad-platforms-title">
      <div css={panelHeader}>
        <h2 id="ad-platforms-title">Ad platforms</h2>
      </div>
      <p css={mutedText}>
        When a deal of a person an ad brought reaches a stage below, the platform that brought them is told, so it bids for the clicks that become authors rather than form fills. Each is sent once, retried while the platform is away, and listed in the log.
      </p>
      <p role="status">{announcement}</p>
      <LoadState result={result} what="the ad platforms' settings" retry={retry}>
        {({ settings, stages }) => {
          const conversionStages = stages.filter((stage) => settings.conversionStageIds.includes(stage.id));
          return (
            <>
              <ConversionStages stages={stages} chosen={settings.conversionStageIds} onSaved={saved} />
              <div css={platformsGrid}>
                {settings.platforms.map((setting) => (
                  <PlatformForm key={setting.platform} setting={setting} conversionStages={conversionStages} onSaved={saved} />
                ))}
              </div>
            </>
          );
        }}
      </LoadState>
      <div css={panelHeader}>
        <h3>Log</h3>
        <button type="button" css={button} onClick={() => setVersion((current) => current + 1)}>
          Refresh the log
        </button>
      </div>
      <ConversionLog version={version} />
    </section>
  );
}

/** The stages whose arrival is a conversion, chosen with checkboxes. */
function ConversionStages({ stages, chosen, onSaved }: { stages: DealStage[]; chosen: string[]; onSaved: (said: string) => void }) {
  const id = useId();
  const [picked, setPicked] = useState(chosen);
  const [error, setError] = useState('');
  const save = (submitted: FormEvent) => {
    submitted.preventDefault();
    setError('');
    saveConversionStages(stages.filter((stage) => picked.includes(stage.id)).map((stage) => stage.id)).then(
      () => onSaved('Saved the stages that are conversions.'),
      (caught: unknown) => setError(refusalOf(caught).error),
    );
  };
  return (
    <form css={formFields} onSubmit={save} noValidate>
      <fieldset>
        <legend>Tell the ad platforms when a deal reaches</legend>
        {stages.map((stage) => (
          <div key={stage.id}>
            <input
              id={`${id}-${stage.id}`}
              type="checkbox"
              checked={picked.includes(stage.id)}
              onChange={(changed) => setPicked((current) => (changed.target.checked ? [...current, stage.id] : current.filter((one) => one !== stage.id)))}
            />{' '}
            <label htmlFor={`${id}-${stage.id}`}>{stage.name}</label>
          </div>
        ))}
      </fieldset>
      {error && (
        <p role="alert" css={errorText}>
          {error}
        </p>
      )}
      <div css={buttonRow}>
        <button type="submit" css={primaryButton}>
          Save the stages
        </button>
      </div>
    </form>
  );
}
