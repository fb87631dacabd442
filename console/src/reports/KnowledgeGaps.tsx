import { css } from '@emotion/react';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { formatDateTime } from '../ui/format';
import { button, dataTable, mutedText } from '../ui/styles';
import { knowledgeGapsCsvUrl, type HelpReport, type KnowledgeGap, type ReportRange } from './reportsApi';

const block = css`
  margin-top: 1rem;
  h4 { margin: 0 0 0.5rem; }
  td { font-variant-numeric: tabular-nums; }
`;

// The server sends them so too, but the contract does not say the order: the table keeps the promise its caption makes.
const mostAskedFirst = (gaps: readonly KnowledgeGap[]) => [...gaps].sort((a, b) => b.asked - a.asked || b.lastAskedAt.localeCompare(a.lastAskedAt));

interface KnowledgeGapsProps {
  /** The range asked for, which the CSV is asked for too. */
  range: ReportRange;
  report: HelpReport;
  onWriteArticle: (question: string) => void;
}

/** The questions no article matched, most asked first: each one an article to write, and the list as CSV. */
export function KnowledgeGaps({ range, report, onWriteArticle }: KnowledgeGapsProps) {
  return (
    <section css={block} aria-labelledby="knowledge-gaps-title">
      <h4 id="knowledge-gaps-title">Knowledge gaps</h4>
      {report.gaps.length === 0 ? (
        <p>No knowledge gaps in these days: every question found an article.</p>
      ) : (
        <>
          <p css={mutedText}>The questions no article matched, most asked first.</p>
          <table css={dataTable}>
            <caption>
              Knowledge gaps, {report.from} to {report.to}
            </caption>
            <thead>
              <tr>
                <th scope="col">Question</th>
                <th scope="col">Asked</th>
                <th scope="col">Last asked</th>
                <th scope="col">
                  <span css={visuallyHidden}>Help article</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {mostAskedFirst(report.gaps).map((gap) => (
                <tr key={gap.question}>
                  <th scope="row">{gap.question}</th>
                  <td>{gap.asked}</td>
                  <td>{formatDateTime(gap.lastAskedAt)}</td>
                  <td>
                    <button type="button" css={button} aria-label={`Write an article for "${gap.question}"`} onClick={() => onWriteArticle(gap.question)}>
                      Write an article
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <a href={knowledgeGapsCsvUrl(range)} download>
            Download CSV<span css={visuallyHidden}> of the knowledge gaps</span>
          </a>
        </>
      )}
    </section>
  );
}
