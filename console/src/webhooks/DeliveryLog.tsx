import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { useRemoteData } from '@bookcraft/shared/ui';
import { formatDateTime } from '../ui/format';
import { LoadState } from '../ui/LoadState';
import { refusalOf } from '../ui/refusal';
import { button, dataTable, errorText, mutedText, panelHeader, tableCaption } from '../ui/styles';
import { fetchDeliveries, resendDelivery, type WebhookDelivery, type WebhookEndpoint } from './webhooksApi';
import { DELIVERY_STATUS_LABELS, EVENT_LABELS } from './webhookWords';


interface DeliveryLogProps {
  endpoint: WebhookEndpoint;
  /** Read out in the panel's live region. */
  onAnnounce: (text: string) => void;
  onBack: () => void;
}

/** What was owed to one endpoint and how it went, with "Send again" for each delivery. */
export function DeliveryLog({ endpoint, onAnnounce, onBack }: DeliveryLogProps) {
  const [version, setVersion] = useState(0);
  const [result, retry] = useRemoteData(`deliveries-${endpoint.id}-${version}`, (signal) => fetchDeliveries(endpoint.id, signal), { keepLoaded: true });
  // A delivery sent again, as the server answered it, over the row loaded.
  const [resent, setResent] = useState<Map<string, WebhookDelivery>>(new Map());
  const [problem, setProblem] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const sendAgain = (delivery: WebhookDelivery) => {
    setProblem('');
    resendDelivery(endpoint.id, delivery.id).then(
      (answered) => {
        setResent((known) => new Map(known).set(answered.id, answered));
        onAnnounce(`${EVENT_LABELS[answered.event]}: queued to be sent again.`);
      },
      (caught: unknown) => setProblem(refusalOf(caught).error),
    );
  };

  return (
    <section aria-labelledby="delivery-log-title">
      <div css={panelHeader}>
        <h3 id="delivery-log-title" ref={heading} tabIndex={-1}>
          Delivery log
        </h3>
        <button
          type="button"
          css={button}
          onClick={() => {
            setResent(new Map());
            setVersion((known) => known + 1);
          }}
        >
          Refresh
        </button>
        <button type="button" css={button} onClick={onBack}>
          Back to the endpoints
        </button>
      </div>
      <section aria-labelledby="signature-help-title">
        <h4 id="signature-help-title">How to verify the signature</h4>
        <p css={mutedText}>
          Each delivery carries <code>BookCraft-Signature: t=…,v1=…</code>, where <code>t</code> is when it was sent (Unix seconds). Your receiver computes HMAC-SHA256 with this
          endpoint's secret over <code>t</code>, a dot and the raw body exactly as it arrived (before parsing the JSON), in hex, and compares it with <code>v1</code> in constant time. It
          refuses a <code>t</code> more than 5 minutes from its own clock. A delivery may come more than once: answer a 2xx to an <code>Idempotency-Key</code> already seen, without acting
          on it again.
        </p>
      </section>
      {problem && (
        <p role="alert" css={errorText}>
          {problem}
        </p>
      )}
      <LoadState result={result} what="the deliveries" retry={retry}>
        {(deliveries) =>
          deliveries.length === 0 ? (
            <p css={mutedText}>Nothing sent to this endpoint yet.</p>
          ) : (
            <table css={dataTable}>
              <caption css={tableCaption}>Deliveries to {endpoint.url}</caption>
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Status</th>
                  <th scope="col">Answer code</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Last error</th>
                  <th scope="col">Created</th>
                  <th scope="col">Next attempt</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {deliveries.map((loaded) => {
                  const delivery = resent.get(loaded.id) ?? loaded;
                  return (
                    <tr key={delivery.id}>
                      <th scope="row">{EVENT_LABELS[delivery.event]}</th>
                      <td>{DELIVERY_STATUS_LABELS[delivery.status]}</td>
                      <td>{delivery.answerCode ?? 'None'}</td>
                      <td>{delivery.attempts}</td>
                      <td>{delivery.lastError ?? '—'}</td>
                      <td>{formatDateTime(delivery.createdAt)}</td>
                      <td>{delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : '—'}</td>
                      <td>
                        <button type="button" css={button} onClick={() => sendAgain(delivery)}>
                          Send again<span css={visuallyHidden}> ({EVENT_LABELS[delivery.event]}, {formatDateTime(delivery.createdAt)})</span>
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )
        }
      </LoadState>
    </section>
  );
}
