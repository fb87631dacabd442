import { css } from '@emotion/react';
import { useRemoteData } from '@bookcraft/shared/ui';
import { LoadState } from '../ui/LoadState';
import { dataTable, mutedText } from '../ui/styles';
import { KnowledgeGaps } from './KnowledgeGaps';
import { fetchHelpReport, type HelpReport, type ReportRange } from './reportsApi';

const section = css`
  margin-top: 1.5rem;
  overflow-x: auto;
  h3 { margin: 0 0 0.5rem; }
`;
const figuresTable = css`
  width: auto;
  td { font-variant-numeric: tabular-nums; text-align: right; }
`;

/** "75 %" of the suggested questions resolved; "—" when nothing was suggested, as no share can be said. */
const resolvedShare = (report: HelpReport) => (report.suggested === 0 ? '—' : `${Math.round((report.resolved / report.suggested) * 100)} %`);

const FIGURES: readonly (readonly [name: string, value: (report: HelpReport) => number | string])[] = [
  ['Questions searched', (report) => report.questions],
  ['Suggested', (report) => report.suggested],
  ['Resolved by an article', (report) => report.resolved],
  ['Handed to a person', (report) => report.handedOver],
  ['Still open (less than a day)', (report) => report.open],
  ['Resolved, of those suggested', resolvedShare],
];

interface ChatFirstAnswersProps {
  range: ReportRange;
  /** Starts a help article titled with a question no article answered. */
  onWriteArticle: (question: string) => void;
}

/** What the chat's suggestions from the help center did for the questions asked in the range, and the questions nothing answered. */
export function ChatFirstAnswers({ range, onWriteArticle }: ChatFirstAnswersProps) {
  const [result, retry] = useRemoteData(`help-report-${range.from}-${range.to}`, (signal) => fetchHelpReport(range, signal), { keepLoaded: true });
  return (
    <section css={section} aria-labelledby="chat-first-answers-title">
      <h3 id="chat-first-answers-title">Chat first answers</h3>
      <p css={mutedText}>
        The articles the chat suggests to a visitor's question before a member joins. Resolved: the visitor chose "That answers it", or did not ask for a person within 24 hours. Handed to a person: they chose "Talk to a person".
      </p>
      <LoadState result={result} what="the chat's first answers" retry={retry}>
        {(report) =>
          report.questions === 0 ? (
            <p>No questions in these days.</p>
          ) : (
            <>
              <FiguresTable report={report} />
              <KnowledgeGaps range={range} report={report} onWriteArticle={onWriteArticle} />
            </>
          )
        }
      </LoadState>
    </section>
  );
}

function FiguresTable({ report }: { report: HelpReport }) {
  return (
    <table css={[dataTable, figuresTable]}>
      <caption>
        Chat first answers, {report.from} to {report.to}
      </caption>
      <tbody>
        {FIGURES.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{value(report)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
