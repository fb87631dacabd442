import { AD_PLATFORM_NAMES } from '@bookcraft/shared/contracts';
import { useRemoteData } from '@bookcraft/shared/ui';
import { formatDateTime } from '../ui/format';
import { LoadState } from '../ui/LoadState';
import { dataTable, mutedText, tableCaption } from '../ui/styles';
import { fetchConversionLog } from './adPlatformsApi';
import { STATUS_WORDS } from './platformWords';

/** What the ad platforms were told, newest first: sent, waiting (with the platform's last answer), failed, or skipped and why. */
export function ConversionLog({ version }: { version: number }) {
  const [result, retry] = useRemoteData(`ad-conversions-${version}`, fetchConversionLog);
  return (
    <LoadState result={result} what="the conversions sent" retry={retry}>
      {(conversions) =>
        conversions.length === 0 ? (
          <p css={mutedText}>No conversion yet: one is owed when a deal of a person an ad brought reaches a stage chosen above.</p>
        ) : (
          <table css={dataTable}>
            <caption css={tableCaption}>What the ad platforms were told</caption>
            <thead>
              <tr>
                <th scope="col">Deal</th>
                <th scope="col">Stage</th>
                <th scope="col">Platform</th>
                <th scope="col">Status</th>
                <th scope="col">Why</th>
                <th scope="col">Tries</th>
                <th scope="col">Converted</th>
                <th scope="col">Click</th>
              </tr>
            </thead>
            <tbody>
              {conversions.map((conversion) => (
                <tr key={conversion.id}>
                  <th scope="row">{conversion.dealTitle}</th>
                  <td>{conversion.stage}</td>
                  <td>{AD_PLATFORM_NAMES[conversion.platform]}</td>
                  <td>{STATUS_WORDS[conversion.status]}</td>
                  <td>{conversion.reason ?? ''}</td>
                  <td>{conversion.attempts}</td>
                  <td>{formatDateTime(conversion.convertedAt)}</td>
                  <td>{conversion.clickId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    </LoadState>
  );
}
