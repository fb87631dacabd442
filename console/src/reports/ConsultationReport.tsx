import { css } from '@emotion/react';
import { CONSULTATION_REPORT_GROUPS, type ConsultationReportGroup } from '@bookcraft/shared/contracts';
import { useRemoteData } from '@bookcraft/shared/ui';
import { colors } from '@bookcraft/shared/theme';
import { LoadState } from '../ui/LoadState';
import { dataTable } from '../ui/styles';
import { consultationReportCsvUrl, fetchConsultationReport, type ConsultationFigures, type ReportRange } from './reportsApi';

const numeric = css`
  margin-top: 1.5rem;
  overflow-x: auto;
  td { font-variant-numeric: tabular-nums; }
  tfoot th, tfoot td { font-weight: 700; border-top: 2px solid ${colors.border}; }
`;

const GROUPS: Record<ConsultationReportGroup, { title: string; heading: string }> = {
  member: { title: 'Consultations by member', heading: 'Member' },
  source: { title: 'Consultations by first-touch source', heading: 'Source' },
  campaign: { title: 'Consultations by first-touch campaign', heading: 'Campaign' },
};

const cells = (figures: ConsultationFigures) => (
  <>
    <td>{figures.booked}</td>
    <td>{figures.cancelled}</td>
    <td>{figures.held}</td>
    <td>{figures.noShow}</td>
    <td>{figures.unmarked}</td>
  </>
);

/** The free consultations booked in the range, and what became of them: by member, by source and by campaign. */
export function ConsultationReports({ range }: { range: ReportRange }) {
  return (
    <section aria-labelledby="consultation-reports-title">
      <h3 id="consultation-reports-title">Free consultations</h3>
      {CONSULTATION_REPORT_GROUPS.map((group) => (
        <ConsultationReport key={group} range={range} group={group} />
      ))}
    </section>
  );
}

function ConsultationReport({ range, group }: { range: ReportRange; group: ConsultationReportGroup }) {
  const [result, retry] = useRemoteData(`consultations-${group}-${range.from}-${range.to}`, (signal) => fetchConsultationReport(range, group, signal), { keepLoaded: true });
  const { title, heading } = GROUPS[group];
  return (
    <div css={numeric}>
      <LoadState result={result} what={title.toLowerCase()} retry={retry}>
        {(answer) => (
          <>
            <table css={dataTable}>
              <caption>{`${title}, booked ${answer.range.from} to ${answer.range.to} (${answer.timeZone} time)`}</caption>
              <thead>
                <tr>
                  <th scope="col">{heading}</th>
                  <th scope="col">Booked</th>
                  <th scope="col">Cancelled</th>
                  <th scope="col">Held</th>
                  <th scope="col">No-show</th>
                  <th scope="col">Not marked yet</th>
                </tr>
              </thead>
              <tbody>
                {answer.rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    {cells(row)}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  {cells(answer.total)}
                </tr>
              </tfoot>
            </table>
            <a href={consultationReportCsvUrl(range, group)} download>
              Download {title.toLowerCase()} (CSV)
            </a>
          </>
        )}
      </LoadState>
    </div>
  );
}
