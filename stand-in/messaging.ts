/**
 * The message manager's Messaging API v2 (openapi/messaging-api-v2.yaml), with state: end users and
 * their identifiers and tags, list segments, rich menus, LINE and notification messages whose status
 * moves on the stand-in's clock as the status pages say. A request is answered 401 for a wrong
 * X-API-Key before anything else, 400 invalid_parameter (with the path of the value) when the
 * document refuses it. The manager's side a test sets: the LINE channel refusing sends, the
 * channel's webhook URL pointing elsewhere (no delivery-completion events), a rate limit. LINE's
 * side: a person adding the channel as a friend, and what reached each LINE user.
 */
import crypto from 'node:crypto';
import type {ErrorObject} from 'ajv';
import {operationsOf} from '../src/openapi/documents';
import {siteValue} from '../src/data/values';
import type {Answer, Handler, StandInRequest} from './documentService';
import type {Clock} from './clock';
import {testUsers} from './users';

type Identifier = {type: 'socialplus_uid' | 'primary_key' | 'line_uid'; value: string};
type EndUser = {identifiers: Identifier[]; tags: string[]};
type Recipient = {type: 'socialplus_uid' | 'primary_key'; value: string};
/** A LINE message; `lineUid`: the LINE user it goes to, `content` as the request sent it. */
type Message = {
  identifier: string;
  recipient: Recipient;
  endUser: EndUser;
  lineUid: string;
  content: unknown;
  reservationTime: number | null;
  createdAt: number;
};
/** A notification; `deliveryEvents`: whether LINE's delivery-completion events reach the manager while it is delivered. */
type Notification = {
  identifier: string;
  templateIdentifier: string;
  type: string;
  phoneNumber: string;
  reservationTime: number | null;
  createdAt: number;
  deliveryEvents: boolean;
};

/** What a test sets of the manager's side. */
export type MessagingSwitches = {
  /** LINE refuses the channel's sends (a wrong channel access token): messages end `failed` with code 1. */
  lineRefuses: boolean;
  /** The channel's webhook URL is the message manager's: delivery-completion events arrive (for notifications sent while it is so). */
  deliveryEventsArrive: boolean;
  /** While set, every request is answered 429 with this Retry-After (seconds). */
  rateLimitedFor: number | null;
};

/** Seconds a send waits on the stand-in before LINE answers it: the stand-in's own choice. */
export const sendSeconds = 2;
/** Seconds from `delivered` to LINE's delivery-completion event, when it arrives. */
export const deliveryEventSeconds = 5;
const incompleteAfterSeconds = Number(siteValue('notifications.incompleteAfter').value) * 3600;
const reservationEarliestSeconds = Number(siteValue('messagingApi.reservationEarliest').value) * 60;
const reservationLatestSeconds = Number(siteValue('messagingApi.reservationLatest').value) * 86400;
const lineRefusal = 'Authentication failed. Confirm that the access token in the authorization header is valid.';

/** A ULID-shaped identifier (26 characters of Crockford's Base32), as the API's examples show. */
function ulid(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return Array.from(crypto.randomBytes(26), (byte) => alphabet[byte % 32]).join('');
}

/** The template identifier of each notification type, from the paths of the document's samples. */
function notificationTemplates(): Map<string, string> {
  const templates = new Map<string, string>();
  for (const {operation} of operationsOf('messaging-api-v2')) {
    for (const sample of operation['x-codeSamples'] ?? []) {
      const found = /\/v2\/notifications\/templates\/([^/]+)\/([a-z_]+)/.exec(sample.source);
      if (found) templates.set(found[1], found[2]);
    }
  }
  return templates;
}

/** The v2 error answer. */
const v2Error = (status: number, code: string, path = '__global__', headers?: Record<string, string>): Answer => ({
  status,
  json: {errors: [{path, code}]},
  headers,
});

/** The path of a refused value as the v2 errors write it: `contents.shipping_date`, `recipients[0].value`. */
function errorPath(error: ErrorObject | undefined): string {
  if (!error) return '__global__';
  const at = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('')
    .replace(/^\./, '');
  const child =
    (error.params as {missingProperty?: string; additionalProperty?: string}).missingProperty ??
    (error.params as {additionalProperty?: string}).additionalProperty;
  const path = (child ? (at ? `${at}.${child}` : child) : at).replace(/^requestBody\.?/, '');
  return path || '__global__';
}

export function messagingService(settings: {apiKey: string; clock: Clock}) {
  const now = () => settings.clock.now();
  const switches: MessagingSwitches = {lineRefuses: false, deliveryEventsArrive: true, rateLimitedFor: null};
  // The test persons' LINE accounts are friends of the channel: each an end user with its LINE user ID.
  const endUsers: EndUser[] = testUsers
    .filter((person) => person.provider === 'line')
    .map((person) => ({identifiers: [{type: 'line_uid', value: person.providerUid}], tags: []}));
  const segments = new Map<string, Set<EndUser>>([['a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d', new Set()]]);
  const richMenus = new Map<string, Set<EndUser>>([['f0e1d2c3-b4a5-4968-8776-655443322110', new Set()]]);
  const messages = new Map<string, Message>();
  const notifications = new Map<string, Notification>();
  const templates = notificationTemplates();
  // Phone numbers registered with LINE: a notification to any other is `not_line_user`.
  const linePhoneNumbers = new Set(['+819012345678']);

  const find = (identifier: {type: string; value: string}) =>
    endUsers.find((user) => user.identifiers.some((held) => held.type === identifier.type && held.value === identifier.value));
  const endUserJson = (user: EndUser) => ({end_user: {identifiers: user.identifiers, tags: user.tags}});
  const hasLine = (user: EndUser) => user.identifiers.some((held) => held.type === 'line_uid');

  /** The status of a message now, from its times on the clock. */
  function messageResult(message: Message) {
    const start = message.reservationTime ?? message.createdAt;
    if (now() < start) return {status: 'reserved', sent_at: null, error: null};
    if (now() < start + sendSeconds) return {status: 'processing', sent_at: null, error: null};
    if (!hasLine(message.endUser)) return {status: 'failed', sent_at: null, error: {code: 0, message: 'Failed to send message.', from_provider: null}};
    if (switches.lineRefuses)
      return {status: 'failed', sent_at: null, error: {code: 1, message: 'Provider server error.', from_provider: {message: lineRefusal}}};
    return {status: 'success', sent_at: start + sendSeconds, error: null};
  }

  /** The result of a notification now: null until LINE takes it, then the status of its delivery. */
  function notificationResult(notification: Notification) {
    const handed = (notification.reservationTime ?? notification.createdAt) + sendSeconds;
    if (now() < handed) return null;
    if (!linePhoneNumbers.has(notification.phoneNumber)) return {status: 'failed', failure_reason: 'not_line_user', updated_at: handed};
    if (notification.deliveryEvents && now() >= handed + deliveryEventSeconds)
      return {status: 'completed', failure_reason: null, updated_at: handed + deliveryEventSeconds};
    if (now() >= handed + incompleteAfterSeconds) return {status: 'incompleted', failure_reason: null, updated_at: handed + incompleteAfterSeconds};
    return {status: 'delivered', failure_reason: null, updated_at: handed};
  }

  /** The key first, then the rate limit: undefined when the request may go on. */
  function refused(request: StandInRequest): Answer | undefined {
    if (request.headers['x-api-key'] !== settings.apiKey) return v2Error(401, 'unauthorized');
    if (switches.rateLimitedFor !== null) return v2Error(429, 'too_many_requests', '__global__', {'Retry-After': String(switches.rateLimitedFor)});
    return undefined;
  }

  /** A reservation time outside the window the pages state, counted from now. */
  const outsideWindow = (time: number | undefined) =>
    time !== undefined && (time < now() + reservationEarliestSeconds || time > now() + reservationLatestSeconds);

  const send: Handler = (request) => {
    const body = request.body as {recipient: Recipient; content: {type: string}; reservation_time?: number};
    if (outsideWindow(body.reservation_time)) return v2Error(400, 'invalid_parameter', 'reservation_time');
    const endUser = find(body.recipient);
    if (!endUser) return v2Error(404, 'end_user_not_found', 'recipient.value');
    const lineUid = endUser.identifiers.find((held) => held.type === 'line_uid')?.value;
    if (!lineUid) return v2Error(422, 'line_uid_not_found', 'recipient.value');
    const identifier = ulid();
    messages.set(identifier, {
      identifier,
      recipient: body.recipient,
      endUser,
      lineUid,
      content: body.content,
      reservationTime: body.reservation_time ?? null,
      createdAt: now(),
    });
    return {status: 202, json: {identifier, status_url: `${request.origin}/v2/messages/${identifier}`}};
  };

  const tagChange =
    (attach: boolean): Handler =>
    (request) => {
      const {end_user: change} = request.body as {end_user: {identifier: Identifier; tag: string}};
      const endUser = find(change.identifier);
      if (!endUser) return v2Error(404, 'end_user_not_found', 'end_user.identifier.value');
      endUser.tags = attach ? [...new Set([...endUser.tags, change.tag])] : endUser.tags.filter((tag) => tag !== change.tag);
      return {status: 200, json: endUserJson(endUser)};
    };

  const segmentChange =
    (add: boolean): Handler =>
    (request) => {
      const members = segments.get(request.params.identifier);
      if (!members) return v2Error(404, 'resource_not_found');
      const {end_user: change} = request.body as {end_user: {identifier: Identifier}};
      const endUser = find(change.identifier);
      if (!endUser) return v2Error(404, 'end_user_not_found', 'end_user.identifier.value');
      if (add) members.add(endUser);
      else members.delete(endUser);
      return {status: 200, json: {}};
    };

  // A template has one type: another type's template, or an unknown one, is not found.
  const notify: Handler = (request) => {
    const sentType = notificationTypeOf(request.operationId)!;
    if (templates.get(request.params.template_identifier) !== sentType) return v2Error(404, 'resource_not_found');
    const body = request.body as {recipient: {value: string}; reservation_time?: number};
    if (outsideWindow(body.reservation_time)) return v2Error(400, 'invalid_parameter', 'reservation_time');
    const identifier = ulid();
    notifications.set(identifier, {
      identifier,
      templateIdentifier: request.params.template_identifier,
      type: sentType,
      phoneNumber: body.recipient.value,
      reservationTime: body.reservation_time ?? null,
      createdAt: now(),
      deliveryEvents: switches.deliveryEventsArrive,
    });
    return {status: 202, json: {identifier, status_url: `${request.origin}/v2/notifications/${identifier}`}};
  };

  const operations: Record<string, Handler> = {
    createEndUser(request) {
      const {end_user: created} = request.body as {end_user: {identifiers: Identifier[]}};
      // An identifier the manager knows adds the others to its end user (a friend of the channel
      // gets its member ID); none known makes a new end user. Identifiers of two end users, or a
      // type the end user holds with another value, change nothing (400; the path is the stand-in's choice).
      const owners = new Set(created.identifiers.map(find).filter((owner) => owner !== undefined));
      const endUser = [...owners][0] ?? {identifiers: [], tags: []};
      const conflicting = created.identifiers.some((identifier) =>
        endUser.identifiers.some((held) => held.type === identifier.type && held.value !== identifier.value),
      );
      if (owners.size > 1 || conflicting) return v2Error(400, 'invalid_parameter', 'end_user.identifiers');
      if (!endUsers.includes(endUser)) endUsers.push(endUser);
      // The request's identifiers, then those of other types it already had.
      endUser.identifiers = [
        ...created.identifiers,
        ...endUser.identifiers.filter((held) => !created.identifiers.some((identifier) => identifier.type === held.type)),
      ];
      return {status: 201, json: endUserJson(endUser)};
    },
    attachTag: tagChange(true),
    detachTag: tagChange(false),
    addToEndUserSegment: segmentChange(true),
    removeFromEndUserSegment: segmentChange(false),
    sendTextMessage: send,
    sendFlexMessage: send,
    // A body or a Content-Type on a GET is ignored: the pages do not forbid them, and the status
    // operations document no 400.
    getMessageStatus(request) {
      const message = messages.get(request.params.identifier);
      if (!message) return v2Error(404, 'resource_not_found');
      return {
        status: 200,
        json: {
          identifier: message.identifier,
          provider: 'line',
          recipient: message.recipient,
          reservation_time: message.reservationTime,
          created_at: message.createdAt,
          result: messageResult(message),
        },
      };
    },
    setRichMenuRecipients(request) {
      const shown = richMenus.get(request.params.richmenu_identifier);
      if (!shown) return v2Error(404, 'resource_not_found');
      const {recipients} = request.body as {recipients: Recipient[]};
      // Checked all first: on an error, no end user's menu changes.
      for (const [index, recipient] of recipients.entries()) {
        const endUser = find(recipient);
        if (!endUser) return v2Error(404, 'end_user_not_found', `recipients[${index}].value`);
        if (!hasLine(endUser)) return v2Error(422, 'line_uid_not_found', `recipients[${index}].value`);
      }
      for (const recipient of recipients) shown.add(find(recipient)!);
      return {status: 200, json: {}};
    },
    getNotificationStatus(request) {
      const notification = notifications.get(request.params.identifier);
      if (!notification) return v2Error(404, 'resource_not_found');
      return {
        status: 200,
        json: {
          identifier: notification.identifier,
          provider: 'line',
          template_identifier: notification.templateIdentifier,
          type: notification.type,
          recipient: {type: 'phone_number', value: notification.phoneNumber},
          reservation_time: notification.reservationTime,
          created_at: notification.createdAt,
          result: notificationResult(notification),
        },
      };
    },
  };
  for (const {operation} of operationsOf('messaging-api-v2')) {
    if (notificationTypeOf(operation.operationId)) operations[operation.operationId] = notify;
  }

  // Every operation: the key and the rate limit first.
  const handlers = Object.fromEntries(
    Object.entries(operations).map(([id, handler]) => [id, (request: StandInRequest) => refused(request) ?? handler(request)]),
  );

  /** A request the document refuses: 401 for a wrong key still comes first, then invalid_parameter at the first refused value. */
  function invalid(request: StandInRequest, _problems: string[], errors: ErrorObject[]): Answer {
    // Of a oneOf by type, the branches of other types fail on their `const`: the value's own
    // branch names the field that is wrong.
    const inBody = errors.filter((error) => error.instancePath.startsWith('/'));
    const named = inBody.find((error) => error.keyword !== 'const' && error.keyword !== 'oneOf') ?? inBody[0] ?? errors[0];
    return refused(request) ?? v2Error(400, 'invalid_parameter', errorPath(named));
  }

  return {
    apiKey: settings.apiKey,
    /** The template identifier of a notification type (the document's example). */
    templateOf: (type: string) => [...templates].find(([, held]) => held === type)?.[0],
    handlers,
    invalid,
    switches,
    /** An end user as the manager's list shows it. */
    endUser: (identifier: {type: string; value: string}) => {
      const found = find(identifier);
      return found && endUserJson(found).end_user;
    },
    /** The manager's list of end users, oldest first. */
    endUsers: () => endUsers.map((user) => endUserJson(user).end_user),
    /**
     * A person adds the channel as a friend: the manager receives LINE's follow event and registers
     * an end user with the person's new LINE user ID, which it returns.
     */
    friendAdded: (): string => {
      const lineUid = `U${crypto.randomBytes(16).toString('hex')}`;
      endUsers.push({identifiers: [{type: 'line_uid', value: lineUid}], tags: []});
      return lineUid;
    },
    /** What reached a LINE user: the content of each message sent to them that succeeded, oldest first. */
    receivedOnLine: (lineUid: string) =>
      [...messages.values()].filter((message) => message.lineUid === lineUid && messageResult(message).status === 'success').map((message) => message.content),
    /** The end users a rich menu is shown to. */
    richMenuRecipients: (identifier: string) => [...(richMenus.get(identifier) ?? [])].map((user) => user.identifiers),
    /** The end users of a list segment. */
    segmentMembers: (identifier: string) => [...(segments.get(identifier) ?? [])].map((user) => user.identifiers),
  };
}

/** `sendShipmentCompletionsNotification` → `shipment_completions`; undefined for other operations. */
function notificationTypeOf(operationId: string): string | undefined {
  const name = /^send(\w+)Notification$/.exec(operationId)?.[1];
  return name?.replace(/[A-Z]/g, (letter, at: number) => `${at === 0 ? '' : '_'}${letter.toLowerCase()}`);
}
