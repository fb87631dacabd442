import { useEffect, useRef } from 'react';
import { useRemoteData } from '@bookcraft/shared/ui';
import { LoadState } from '../ui/LoadState';
import { dataTable, linkButton, mutedText } from '../ui/styles';
import { formatDateTime } from '../ui/format';
import { visitorName } from '../ui/visitorName';
import { formatDuration } from './format';
import { FlaggedMark } from './ImpossibleDates';
import { fetchReportConversations, type Drill, type ReportConversations, type ReportRange } from './reportsApi';

/** Opens a conversation in the Inbox by id (closed and old ones too). */
export type OpenConversation = (roomId: string, visitorName: string | null) => void;

/** The conversations behind the figure a member chose; the heading takes the focus, so a screen reader reads where it went. */
export function ConversationList({ range, drill, onOpen }: { range: ReportRange; drill: Drill; onOpen: OpenConversation }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [result, retry] = useRemoteData(`report-conversations-${JSON.stringify({ range, drill })}`, (signal) => fetchReportConversations(range, drill, signal));
  useEffect(() => heading.current?.focus(), [drill]);

  return (
    <section aria-labelledby="report-conversations-title">
      <h3 id="report-conversations-title" ref={heading} tabIndex={-1}>
        {drill.title}
      </h3>
      <LoadState result={result} what="the conversations" retry={retry}>
        {(list) => <ConversationTable list={list} caption={drill.title} onOpen={onOpen} />}
      </LoadState>
    </section>
  );
}

function ConversationTable({ list, caption, onOpen }: { list: ReportConversations; caption: string; onOpen: OpenConversation }) {
  return (
    <>
      {list.total > list.conversations.length && (
        <p css={mutedText}>
          The first {list.conversations.length} of {list.total}; the CSV holds them all.
        </p>
      )}
      <table css={dataTable}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Visitor</th>
            <th scope="col">Member</th>
            <th scope="col">Labels</th>
            <th scope="col">Started</th>
            <th scope="col">First response</th>
            <th scope="col">Closed</th>
            <th scope="col">Rating</th>
            <th scope="col">Campaign</th>
            <th scope="col">Conversation</th>
          </tr>
        </thead>
        <tbody>
          {list.conversations.map((conversation) => (
            <tr key={conversation.roomId}>
              <th scope="row">{visitorName(conversation.visitorName, conversation.visitorEmail, conversation.customerId)}</th>
              <td>{conversation.memberName ?? 'Unassigned'}</td>
              <td>{conversation.labels.join(', ')}</td>
              <td>{formatDateTime(conversation.startedAt)}</td>
              <td>{conversation.missed ? 'Missed' : conversation.firstReplyAt ? formatDuration(conversation.firstResponseSeconds) : 'Waiting'}</td>
              <td>
                {conversation.closedAt ? formatDateTime(conversation.closedAt) : 'Open'}
                {conversation.impossibleDates && <FlaggedMark>closed before its first message</FlaggedMark>}
              </td>
              <td>{conversation.rating ?? '—'}</td>
              <td>{conversation.campaign}</td>
              <td>
                <button type="button" css={linkButton} onClick={() => onOpen(conversation.roomId, conversation.visitorName)}>
                  Conversation {conversation.roomId}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
