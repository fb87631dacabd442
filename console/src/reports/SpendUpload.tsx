import { useId, useState, type ChangeEvent } from 'react';
import { css } from '@emotion/react';
import { PLAIN_SPEND_HEADER } from '@bookcraft/shared/contracts';
import { errorIdOf, FieldError } from '../ui/FieldError';
import { formatMoney } from '../ui/format';
import { refusalOf } from '../ui/refusal';
import { mutedText } from '../ui/styles';
import { uploadSpend, type SpendUpload as Stored } from './reportsApi';

const box = css`
  display: grid;
  gap: 0.3rem;
  margin: 0.75rem 0;
`;

const LAYOUTS = { google: 'Google Ads', meta: 'Meta Ads Manager', microsoft: 'Microsoft Advertising', plain: 'plain' } as const;

/** A chosen file's text, as UTF-8 (FileReader: read in every browser, and in jsdom's tests too). */
const textOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });

/** What an upload stored, in a sentence. */
const storedWords = (stored: Stored) =>
  `Stored ${stored.rows} days of spend of ${stored.campaigns} ${stored.campaigns === 1 ? 'campaign' : 'campaigns'} from a ${LAYOUTS[stored.layout]} report, ${stored.from} to ${stored.to}: ${Object.entries(stored.costCents)
    .map(([currency, cents]) => formatMoney(cents, currency))
    .join(', ')}.`;

/** An admin's upload of daily spend per campaign: the report by campaign then shows cost and return on it. */
export function SpendUpload({ onStored }: { onStored: () => void }) {
  const id = useId();
  const [said, setSaid] = useState('');
  const [error, setError] = useState<string | undefined>();

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setSaid('');
    setError(undefined);
    try {
      const stored = await uploadSpend(await textOf(file));
      setSaid(storedWords(stored));
      onStored();
    } catch (caught) {
      const refused = refusalOf(caught);
      setError(refused.fields.file ? `${file.name} was not imported, nothing of it was kept. ${refused.fields.file}` : refused.error);
    }
  };

  return (
    <div css={box}>
      <label htmlFor={id}>Upload ad spend (CSV)</label>
      <p id={`${id}-hint`} css={[mutedText, css`margin: 0;`]}>
        A daily campaign report as Google Ads, Meta Ads Manager or Microsoft Advertising export it, or the columns {PLAIN_SPEND_HEADER}. Spend is matched to campaigns by name; a day uploaded again is replaced.
      </p>
      <input id={id} type="file" accept=".csv,.tsv,text/csv" aria-describedby={error ? `${id}-hint ${errorIdOf(id)}` : `${id}-hint`} aria-invalid={error ? true : undefined} onChange={chosen} />
      <FieldError fieldId={id} message={error} />
      <p role="status">{said}</p>
    </div>
  );
}
