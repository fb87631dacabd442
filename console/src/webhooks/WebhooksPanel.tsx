import { useState } from 'react';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { useRemoteData } from '@bookcraft/shared/ui';
import { LoadState } from '../ui/LoadState';
import { refusalOf } from '../ui/refusal';
import { button, buttonRow, card, dataTable, errorText, mutedText, panelHeader, primaryButton, tableCaption } from '../ui/styles';
import { useConfirmStep } from '../ui/useConfirmStep';
import { useListReturn } from '../ui/useListReturn';
import { DeliveryLog } from './DeliveryLog';
import { EndpointForm } from './EndpointForm';
import { deleteEndpoint, fetchEndpoints, sendTestEvent, type WebhookEndpoint } from './webhooksApi';
import { EVENT_LABELS } from './webhookWords';

type Screen = { kind: 'list' } | { kind: 'edit'; endpoint: WebhookEndpoint | null } | { kind: 'log'; endpoint: WebhookEndpoint };

/** Leads to the CRM (admins): webhook endpoints, their events and each one's delivery log (docs/webhooks.md). */
export function WebhooksPanel() {
  const [screen, setScreen] = useState<Screen>({ kind: 'list' });
  const [announcement, setAnnouncement] = useState('');
  // Back from the form or a log: the list reloaded, the keyboard at the panel's title.
  const { listVersion, heading, showListAgain } = useListReturn();
  const toList = (said: string) => {
    showListAgain();
    setAnnouncement(said);
    setScreen({ kind: 'list' });
  };

  return (
    <section css={card} aria-labelledby="webhooks-title">
      <div css={panelHeader}>
        <h2 id="webhooks-title" ref={heading} tabIndex={-1}>Integrations</h2>
        {screen.kind === 'list' && (
          <button type="button" css={primaryButton} onClick={() => setScreen({ kind: 'edit', endpoint: null })}>
            New endpoint
          </button>
        )}
      </div>
      <p css={mutedText}>Webhook endpoints: your CRM is sent each lead, closed conversation or erased person the minute it happens, signed with the endpoint's secret.</p>
      <p role="status">{announcement}</p>
      {screen.kind === 'list' && (
        <EndpointList
          version={listVersion}
          onEdit={(endpoint) => setScreen({ kind: 'edit', endpoint })}
          onLog={(endpoint) => {
            setAnnouncement('');
            setScreen({ kind: 'log', endpoint });
          }}
          onDeleted={(endpoint) => toList(`Deleted ${endpoint.url}.`)}
          onTested={(endpoint) => setAnnouncement(`Test event queued for ${endpoint.url}. It shows in the delivery log.`)}
        />
      )}
      {screen.kind === 'edit' && (
        <EndpointForm endpoint={screen.endpoint} onSaved={(saved) => toList(screen.endpoint ? `Saved ${saved.url}.` : `Added ${saved.url}.`)} onCancel={() => toList('')} />
      )}
      {screen.kind === 'log' && <DeliveryLog endpoint={screen.endpoint} onAnnounce={setAnnouncement} onBack={() => toList('')} />}
    </section>
  );
}

interface EndpointListProps {
  version: number;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onLog: (endpoint: WebhookEndpoint) => void;
  onDeleted: (endpoint: WebhookEndpoint) => void;
  /** A test event was queued for it. */
  onTested: (endpoint: WebhookEndpoint) => void;
}

function EndpointList({ version, onEdit, onLog, onDeleted, onTested }: EndpointListProps) {
  const [result, retry] = useRemoteData(`webhooks-${version}`, fetchEndpoints);
  return (
    <LoadState result={result} what="the endpoints" retry={retry}>
      {(endpoints) =>
        endpoints.length === 0 ? (
          <p css={mutedText}>No endpoints yet. Add one with New endpoint.</p>
        ) : (
          <table css={dataTable}>
            <caption css={tableCaption}>Endpoints</caption>
            <thead>
              <tr>
                <th scope="col">URL</th>
                <th scope="col">Events</th>
                <th scope="col">Description</th>
                <th scope="col">Active</th>
                <th scope="col">Secret</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {endpoints.map((endpoint) => (
                <EndpointRow
                  key={endpoint.id}
                  endpoint={endpoint}
                  onEdit={() => onEdit(endpoint)}
                  onLog={() => onLog(endpoint)}
                  onDeleted={() => onDeleted(endpoint)}
                  onTested={() => onTested(endpoint)}
                />
              ))}
            </tbody>
          </table>
        )
      }
    </LoadState>
  );
}

interface EndpointRowProps {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onLog: () => void;
  onDeleted: () => void;
  onTested: () => void;
}

function EndpointRow({ endpoint, onEdit, onLog, onDeleted, onTested }: EndpointRowProps) {
  const [problem, setProblem] = useState('');
  // The confirmation takes the focus; Cancel gives it back to Delete.
  const { confirming, ask, cancel, askRef, confirmRef } = useConfirmStep();
  const which = <span css={visuallyHidden}> ({endpoint.url})</span>;
  const remove = () => {
    setProblem('');
    deleteEndpoint(endpoint.id).then(onDeleted, (caught: unknown) => setProblem(refusalOf(caught).error));
  };
  // Queued through the outbox like any event: the panel's live region says so, the delivery log shows how it went.
  const test = () => {
    setProblem('');
    sendTestEvent(endpoint.id).then(onTested, (caught: unknown) => setProblem(refusalOf(caught).error));
  };
  return (
    <tr>
      <th scope="row">{endpoint.url}</th>
      <td>{endpoint.events.map((event) => EVENT_LABELS[event]).join(', ')}</td>
      <td>{endpoint.description || '—'}</td>
      <td>{endpoint.active ? 'Yes' : 'No'}</td>
      <td>…{endpoint.secretHint}</td>
      <td>
        <div css={buttonRow}>
          {confirming ? (
            <>
              <p>Delete this endpoint? Nothing more is sent to it.</p>
              <button ref={confirmRef} type="button" css={primaryButton} onClick={remove}>
                Yes, delete{which}
              </button>
              <button type="button" css={button} onClick={cancel}>
                Cancel
              </button>
            </>
          ) : (
            <>
              <button type="button" css={button} onClick={onLog}>
                Delivery log{which}
              </button>
              <button type="button" css={button} onClick={test}>
                Send a test event{which}
              </button>
              <button type="button" css={button} onClick={onEdit}>
                Edit{which}
              </button>
              <button ref={askRef} type="button" css={button} onClick={ask}>
                Delete{which}
              </button>
            </>
          )}
        </div>
        {problem && (
          <p role="alert" css={errorText}>
            {problem}
          </p>
        )}
      </td>
    </tr>
  );
}
