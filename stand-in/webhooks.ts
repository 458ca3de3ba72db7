/**
 * The legacy version's Webhook sender: each event as the document's `webhooks` describe it, checked
 * against its schema before it leaves, signed with the service's API key (Base64 of HMAC-SHA256 of
 * the body), and redelivered with the same event_id, body and signature on the site's schedule
 * (src/data/values/legacy.ts) until the receiver answers 2xx within the time limit.
 */
import crypto from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {webhooksOf} from '../src/openapi/documents';
import {siteValue} from '../src/data/values';
import {webhookRetryMinutes} from '../src/data/values/legacy';
import type {Clock} from './clock';

/** One delivery as it was sent (body and signature as on the wire) and what the receiver answered. */
export type WebhookDelivery = {eventId: string; type: string; attempt: number; status: number | 'no answer'; body: string; signature: string};

type Pending = {eventId: string; type: string; body: string; signature: string; attempt: number; dueAt: number};

const timeoutMs = Number(siteValue('legacy.webhookTimeout').value) * 1000;

/** The schema of each webhook's request body, by event type (`map`, `merge_user`, …). */
function eventSchemas(): Map<string, object> {
  const schemas = new Map<string, object>();
  for (const {name, operation} of webhooksOf('social-login-legacy')) {
    const schema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
    if (schema) schemas.set(name, schema);
  }
  return schemas;
}

export function webhookSender(settings: {clock: Clock; apiKey: () => string; violations: string[]}) {
  const ajv = addFormats(new Ajv2020({strict: false, allErrors: true}));
  const schemas = eventSchemas();
  let url: string | undefined;
  const queue: Pending[] = [];
  const deliveries: WebhookDelivery[] = [];

  async function deliver(event: Pending): Promise<void> {
    let status: number | 'no answer' = 'no answer';
    try {
      const response = await fetch(url!, {
        method: 'POST',
        headers: {'Content-Type': 'application/json; charset=utf-8', 'x-socialplus-signature': event.signature},
        body: event.body,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      // A refused connection or no answer within the time limit: a failed delivery.
    }
    deliveries.push({eventId: event.eventId, type: event.type, attempt: event.attempt, status, body: event.body, signature: event.signature});
    const delivered = typeof status === 'number' && status >= 200 && status < 300;
    if (!delivered && event.attempt <= webhookRetryMinutes.length) {
      queue.push({...event, dueAt: settings.clock.now() + webhookRetryMinutes[event.attempt - 1] * 60, attempt: event.attempt + 1});
    }
  }

  return {
    deliveries,
    /** Registers the Webhook URL, as the social login manager does. */
    register: (webhookUrl: string) => {
      url = webhookUrl;
    },
    url: () => url,
    /** Sends an event now: the first delivery, whose signature every redelivery keeps. */
    async send(type: string, payload: Record<string, unknown>): Promise<void> {
      if (!url) return;
      const event = {event_id: crypto.randomUUID(), type, created_at: settings.clock.now(), payload};
      const schema = schemas.get(type);
      if (!schema || !ajv.validate(schema, event)) {
        settings.violations.push(
          `social-login-legacy.yaml webhook ${type}: the stand-in would send an event the document does not allow: ${schema ? ajv.errorsText() : 'no such webhook'}`,
        );
        return;
      }
      const body = JSON.stringify(event);
      const signature = crypto.createHmac('sha256', settings.apiKey()).update(body).digest('base64');
      await deliver({eventId: event.event_id, type, body, signature, attempt: 1, dueAt: settings.clock.now()});
    },
    /** Sends every redelivery whose time has come on the stand-in's clock. */
    async redeliverDue(): Promise<void> {
      const due = queue.filter((event) => event.dueAt <= settings.clock.now());
      for (const event of due) queue.splice(queue.indexOf(event), 1);
      for (const event of due) await deliver(event);
    },
  };
}
