import { css } from '@emotion/react';
import { CONSULTATION_REPORT_GROUPS, type ConsultationReportGroup } from '@bookcraft/shared/contracts';
import { useRemoteData } from '@bookcraft/shared/ui';
import { LoadState } from '../ui/LoadState';
import { TotalledTable } from './TotalledTable';
import { consultationReportCsvUrl, fetchConsultationReport, type ConsultationFigures, type ReportRange } from './reportsApi';

const block = css`
  margin-top: 1.5rem;
  overflow-x: auto;
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
    <div css={block}>
      <LoadState result={result} what={title.toLowerCase()} retry={retry}>
        {(answer) => (
          <>
            <TotalledTable
              caption={`${title}, booked ${answer.range.from} to ${answer.range.to} (${answer.timeZone} time)`}
              headings={[heading, 'Booked', 'Cancelled', 'Held', 'No-show', 'Not marked yet']}
              rows={answer.rows}
              rowName={(row) => row.label}
              total={answer.total}
              cells={cells}
            />
            <a href={consultationReportCsvUrl(range, group)} download>
              Download {title.toLowerCase()} (CSV)
            </a>
          </>
        )}
      </LoadState>
    </div>
  );
}
