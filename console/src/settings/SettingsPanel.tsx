import { useRemoteData } from '@bookcraft/shared/ui';
import { LoadState } from '../ui/LoadState';
import { card, panelHeader } from '../ui/styles';
import { fetchSettings } from './settingsApi';
import { SettingsForm } from './SettingsForm';

/** The team's settings (admins only): working hours and how conversations are routed. */
export function SettingsPanel() {
  const [result, retry] = useRemoteData('settings', fetchSettings);
  return (
    <section css={card} aria-labelledby="settings-title">
      <div css={panelHeader}>
        <h2 id="settings-title">Settings</h2>
      </div>
      <LoadState result={result} what="the settings" retry={retry}>
        {(settings) => <SettingsForm settings={settings} />}
      </LoadState>
    </section>
  );
}
