import { useId } from 'react';
import { css } from '@emotion/react';
import type { ReportFigure, ReportGroup } from '@bookcraft/shared/contracts';
import { colors } from '@bookcraft/shared/theme';
import { dataTable, linkButton, mutedText } from '../ui/styles';
import { formatAverage, formatDuration, formatPercent } from './format';
import { FlaggedMark, ImpossibleDatesNote } from './ImpossibleDates';
import type { Drill, ReportFigures, ReportRow } from './reportsApi';

const numeric = css`
  td { font-variant-numeric: tabular-nums; }
  tfoot th, tfoot td { font-weight: 700; border-top: 2px solid ${colors.border}; }
`;

const GROUP_HEADINGS: Record<ReportGroup, string> = { day: 'Day', member: 'Member', campaign: 'Campaign' };

interface ReportTableProps {
  caption: string;
  group: ReportGroup;
  rows: ReportRow[];
  total: ReportFigures;
  onDrill: (drill: Drill) => void;
}

/** A row's heading, marked when some of its conversations have dates that contradict each other. */
const rowHeading = (label: string, figures: ReportFigures) => (
  <th scope="row">
    {label}
    {figures.impossibleDates > 0 && <FlaggedMark>{figures.impossibleDates} flagged</FlaggedMark>}
  </th>
);

/**
 * One report as a table: a row per day, member or campaign, the whole range in the footer; each count
 * opens its conversations. Under it, a note on the flagged rows, if any.
 */
export function ReportTable({ caption, group, rows, total, onDrill }: ReportTableProps) {
  const noteId = useId();
  const withLeads = group !== 'member';
  // A month by day is mostly quiet days: only the days with something to read are rows.
  const shown = group === 'day' ? rows.filter((row) => row.conversations > 0 || (row.leads ?? 0) > 0) : rows;
  const quietDays = rows.length - shown.length;
  const cells = (figures: ReportFigures, name: string, row?: ReportRow) => {
    const drill = (figure: ReportFigure | undefined, what: string) => () =>
      onDrill({ title: `${what} conversations, ${name}`, ...(row ? { group, key: row.key } : {}), ...(figure ? { figure } : {}) });
    const count = (amount: number, figure: ReportFigure, what: string) =>
      amount > 0 ? (
        <button type="button" css={linkButton} onClick={drill(figure, what)} aria-label={`${amount} ${what.toLowerCase()}, ${name}: list them`}>
          {amount}
        </button>
      ) : (
        amount
      );
    return (
      <>
        <td>
          {figures.conversations > 0 ? (
            <button type="button" css={linkButton} onClick={drill(undefined, 'All')} aria-label={`${figures.conversations} conversations, ${name}: list them`}>
              {figures.conversations}
            </button>
          ) : (
            0
          )}
        </td>
        <td>{count(figures.handled, 'answered', 'Answered')}</td>
        <td>{count(figures.missed, 'missed', 'Missed')}</td>
        <td>{formatDuration(figures.firstResponse.median)}</td>
        <td>{formatDuration(figures.firstResponse.p90)}</td>
        <td>{formatDuration(figures.resolution.median)}</td>
        <td>{formatDuration(figures.resolution.p90)}</td>
        <td>{count(figures.ratings.count, 'rated', 'Rated')}</td>
        <td>{formatAverage(figures.ratings.average)}</td>
        <td>{formatPercent(figures.ratings.satisfiedPercent)}</td>
        {withLeads && <td>{figures.leads ?? 0}</td>}
      </>
    );
  };

  return (
    <>
      <table css={[dataTable, numeric]} aria-describedby={total.impossibleDates > 0 ? noteId : undefined}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{GROUP_HEADINGS[group]}</th>
            <th scope="col">Conversations</th>
            <th scope="col">Answered</th>
            <th scope="col">Missed</th>
            <th scope="col">First response, median</th>
            <th scope="col">First response, 90th percentile</th>
            <th scope="col">Resolution, median</th>
            <th scope="col">Resolution, 90th percentile</th>
            <th scope="col">Ratings</th>
            <th scope="col">Average rating</th>
            <th scope="col">Rated 4 or 5</th>
            {withLeads && <th scope="col">Leads</th>}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.key}>
              {rowHeading(row.label, row)}
              {cells(row, row.label, row)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            {rowHeading('Total', total)}
            {cells(total, 'the whole period')}
          </tr>
        </tfoot>
      </table>
      {quietDays > 0 && (
        <p css={mutedText}>
          {quietDays === 1 ? '1 day with no conversations and no leads is not listed.' : `${quietDays} days with no conversations and no leads are not listed.`}
        </p>
      )}
      <ImpossibleDatesNote id={noteId} count={total.impossibleDates} />
    </>
  );
}
