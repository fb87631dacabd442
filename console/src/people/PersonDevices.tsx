import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../ui/format';
import { button, dataTable, errorText, mutedText } from '../ui/styles';
import type { PersonDevice } from './peopleApi';

/** "iOS · 390x844": a device as staff tell devices apart. */
export const deviceLabel = (device: Pick<PersonDevice, 'os' | 'screen' | 'id'>) => [device.os || 'Unknown system', device.screen].filter(Boolean).join(' · ');

const joinedLabel = (joined: PersonDevice['joined']) => {
  if (!joined) return '—';
  return joined.reason === 'proven email' ? `Proved the same e-mail, ${formatDateTime(joined.at)}` : `Merged by ${joined.by ?? 'an admin'}, ${formatDateTime(joined.at)}`;
};

interface PersonDevicesProps {
  name: string;
  devices: PersonDevice[];
  /** Takes the device's visitor out of the person; rejects when the server refused. */
  onSplit: (device: PersonDevice) => Promise<void>;
}

/** The person's devices (one visitor each), and for a person of several, a split per device after a confirmation. */
export function PersonDevices({ name, devices, onSplit }: PersonDevicesProps) {
  const splittable = devices.length > 1;
  return (
    <table css={dataTable}>
      <caption css={mutedText}>Devices of {name}, most recently seen first.</caption>
      <thead>
        <tr>
          <th scope="col">Device</th>
          <th scope="col">First seen</th>
          <th scope="col">Last seen</th>
          <th scope="col">Linked</th>
          {splittable && <th scope="col">Split</th>}
        </tr>
      </thead>
      <tbody>
        {devices.map((device) => (
          <tr key={device.id}>
            <th scope="row">
              {deviceLabel(device)} <span css={mutedText}>({device.id.slice(0, 8)})</span>
            </th>
            <td>{formatDateTime(device.firstSeen)}</td>
            <td>{formatDateTime(device.lastSeen)}</td>
            <td>{joinedLabel(device.joined)}</td>
            {splittable && (
              <td>
                <SplitButton name={name} device={device} onSplit={onSplit} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SplitButton({ name, device, onSplit }: { name: string; device: PersonDevice; onSplit: PersonDevicesProps['onSplit'] }) {
  const [step, setStep] = useState<'idle' | 'confirming' | 'splitting' | 'failed'>('idle');
  const label = deviceLabel(device);
  const openButton = useRef<HTMLButtonElement>(null);
  const splitButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // The button pressed is replaced: focus goes to the confirmation's first button (back to it after a
  // failure), and to the button again when the confirmation is cancelled, never to the page's body.
  useEffect(() => {
    if (step === 'confirming' || step === 'failed') splitButton.current?.focus();
    else if (step === 'idle' && asked.current) openButton.current?.focus();
    if (step !== 'idle') asked.current = true;
  }, [step]);
  const split = async () => {
    setStep('splitting');
    try {
      await onSplit(device);
    } catch {
      setStep('failed');
    }
  };
  if (step === 'idle') {
    return (
      <button ref={openButton} type="button" css={button} aria-label={`Split from this person: ${label}`} onClick={() => setStep('confirming')}>
        Split from this person
      </button>
    );
  }
  return (
    <div role="group" aria-label={`Split ${label} from ${name}`}>
      <p css={mutedText}>This device becomes a visitor of its own, and the same e-mail, even proved, will not link it again.</p>
      <button ref={splitButton} type="button" css={button} onClick={split} disabled={step === 'splitting'}>
        Split
      </button>{' '}
      <button type="button" css={button} onClick={() => setStep('idle')} disabled={step === 'splitting'}>
        Cancel
      </button>
      {step === 'failed' && (
        <p role="alert" css={errorText}>
          Could not split {label}. Try again.
        </p>
      )}
    </div>
  );
}
