import { useState } from 'react';
import { css } from '@emotion/react';
import { REPORT_GROUPS, reportQuerySchema, type ReportGroup } from '@bookcraft/shared/contracts';
import { useRemoteData } from '@bookcraft/shared/ui';
import { RangeForm } from '../dashboard/RangeForm';
import { LoadState } from '../ui/LoadState';
import { button, card, errorText, rangeHeader } from '../ui/styles';
import { ChatFirstAnswers } from './ChatFirstAnswers';
import { ConsultationReports } from './ConsultationReport';
import { RevenueReport } from './RevenueReport';
import { ConversationList, type OpenConversation } from './ConversationList';
import { lastThirtyDays } from './format';
import { conversationsCsvUrl, fetchReport, reportCsvUrl, type Drill, type ReportRange } from './reportsApi';
import { ReportTable } from './ReportTable';

const report = css`
  margin-top: 1.5rem;
  overflow-x: auto;
  h3 { margin: 0 0 0.5rem; }
`;

const TITLES: Record<ReportGroup, string> = { member: 'By member', day: 'By day', campaign: 'By first-touch campaign' };

interface ReportsPanelProps {
  onOpenConversation: OpenConversation;
  /** Starts a help article titled with a question the chat found no article for. */
  onWriteHelpArticle: (title: string) => void;
}

/**
 * How fast the team answers, what it missed, what visitors thought, which campaigns bring chats and leads, the
 * consultations booked and what the chat's help center suggestions answered (admins; docs/team.md, "Reports").
 */
export function ReportsPanel({ onOpenConversation, onWriteHelpArticle }: ReportsPanelProps) {
  const [range, setRange] = useState<ReportRange>(lastThirtyDays);
  const [drill, setDrill] = useState<Drill | null>(null);
  const checked = reportQuerySchema.safeParse({ ...range, group: 'day' });
  const rangeError = checked.success ? null : checked.error.issues[0]!.message;

  return (
    <section css={card} aria-labelledby="reports-title">
      <div css={rangeHeader}>
        <h2 id="reports-title">Reports</h2>
        <RangeForm range={range} onChange={(next) => (setRange(next), setDrill(null))} />
        <a href={conversationsCsvUrl(range)} download>
          Download the conversations (CSV)
        </a>
      </div>
      {rangeError ? (
        <p role="alert" css={errorText}>
          {rangeError}
        </p>
      ) : (
        <>
          {REPORT_GROUPS.map((group) => (
            <GroupReport key={group} range={range} group={group} onDrill={setDrill} />
          ))}
          {drill && (
            <div css={report}>
              <ConversationList range={range} drill={drill} onOpen={onOpenConversation} />
              <button type="button" css={button} onClick={() => setDrill(null)}>
                Close the list
              </button>
            </div>
          )}
          <RevenueReport range={range} />
          <ConsultationReports range={range} />
          <ChatFirstAnswers range={range} onWriteArticle={onWriteHelpArticle} />
        </>
      )}
    </section>
  );
}

function GroupReport({ range, group, onDrill }: { range: ReportRange; group: ReportGroup; onDrill: (drill: Drill) => void }) {
  const [result, retry] = useRemoteData(`report-${group}-${range.from}-${range.to}`, (signal) => fetchReport(range, group, signal), { keepLoaded: true });
  const title = TITLES[group];
  return (
    <div css={report}>
      <LoadState result={result} what={`the report ${title.toLowerCase()}`} retry={retry}>
        {(answer) => (
          <>
            <ReportTable caption={`${title}, ${answer.range.from} to ${answer.range.to} (${answer.timeZone} time)`} group={group} rows={answer.rows} total={answer.total} onDrill={onDrill} />
            <a href={reportCsvUrl(range, group)} download>
              Download {title.toLowerCase()} (CSV)
            </a>
          </>
        )}
      </LoadState>
    </div>
  );
}
