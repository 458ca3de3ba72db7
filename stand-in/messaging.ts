/**
 * The message manager's Messaging API v2 (openapi/messaging-api-v2.yaml), with state: end users and
 * their identifiers and tags, list segments, rich menus, LINE and notification messages whose status
 * moves on the stand-in's clock as the status pages say. Two services of the message manager, each
 * with its API key and its own end users, tags, segments, rich menus, templates and messages: the
 * first as the documents' examples have it, the second empty, so that a request with another
 * service's valid key is that service's request (404 for what it lacks), as the `unauthorized` row
 * says. A request is answered 401 for a key of neither service before anything else, 400
 * invalid_parameter (with the path of the value) when the document refuses it. The manager's side
 * a test sets: the tags, segments, rich menus and templates it creates, the LINE channel refusing
 * sends, the channel's webhook URL pointing elsewhere (no delivery-completion events), a rate
 * limit. LINE's side: a person adding the channel as a friend, and what reached each LINE user.
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
  /** While set, every request with the service's key is answered 429 with this Retry-After (seconds). */
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

/** What the message manager's screens create in a service, as a test does it. */
export type MessagingManager = {
  /** A tag (「タグ」), which the tag APIs may then attach. */
  createTag: (name: string) => void;
  /** A list segment (「セグメント」) with this identifier. */
  createSegment: (identifier: string) => void;
  /** A rich menu with this identifier. */
  createRichMenu: (identifier: string) => void;
  /** A notification template of `type` (`shipment_completions`), approved by LINE, with this identifier. */
  createTemplate: (identifier: string, type: string) => void;
};

/** One service of the message manager: what its API key reaches. */
type Service = {
  endUsers: EndUser[];
  tags: Set<string>;
  segments: Map<string, Set<EndUser>>;
  richMenus: Map<string, Set<EndUser>>;
  messages: Map<string, Message>;
  notifications: Map<string, Notification>;
  /** Template identifier → notification type. */
  templates: Map<string, string>;
  switches: MessagingSwitches;
};

const emptyService = (): Service => ({
  endUsers: [],
  tags: new Set(),
  segments: new Map(),
  richMenus: new Map(),
  messages: new Map(),
  notifications: new Map(),
  templates: new Map(),
  switches: {lineRefuses: false, deliveryEventsArrive: true, rateLimitedFor: null},
});

const managerOf = (service: Service): MessagingManager => ({
  createTag: (name) => void service.tags.add(name),
  createSegment: (identifier) => void (service.segments.has(identifier) || service.segments.set(identifier, new Set())),
  createRichMenu: (identifier) => void (service.richMenus.has(identifier) || service.richMenus.set(identifier, new Set())),
  createTemplate: (identifier, type) => void service.templates.set(identifier, type),
});

/**
 * The service as the documents' examples have it: the test persons' LINE accounts are friends of
 * the channel (each an end user with its LINE user ID), the examples' segment, rich menu, tags and
 * templates exist. Tags: the examples' and `vip`, which examples/messaging-api's tests attach.
 */
function exampleService(): Service {
  const service = emptyService();
  service.endUsers.push(
    ...testUsers
      .filter((person) => person.provider === 'line')
      .map((person): EndUser => ({identifiers: [{type: 'line_uid', value: person.providerUid}], tags: []})),
  );
  const manager = managerOf(service);
  for (const tag of ['gold-member', 'newsletter', 'vip']) manager.createTag(tag);
  manager.createSegment('a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d');
  manager.createRichMenu('f0e1d2c3-b4a5-4968-8776-655443322110');
  for (const [identifier, type] of notificationTemplates()) manager.createTemplate(identifier, type);
  return service;
}

export function messagingService(settings: {apiKey: string; otherApiKey: string; clock: Clock}) {
  const now = () => settings.clock.now();
  const first = exampleService();
  const other = emptyService();
  const services = new Map([
    [settings.apiKey, first],
    [settings.otherApiKey, other],
  ]);
  // Phone numbers registered with LINE: a notification to any other is `not_line_user`.
  const linePhoneNumbers = new Set(['+819012345678']);

  const find = (service: Service, identifier: {type: string; value: string}) =>
    service.endUsers.find((user) => user.identifiers.some((held) => held.type === identifier.type && held.value === identifier.value));
  const endUserJson = (user: EndUser) => ({end_user: {identifiers: user.identifiers, tags: user.tags}});
  const hasLine = (user: EndUser) => user.identifiers.some((held) => held.type === 'line_uid');

  /** The status of a message now, from its times on the clock. */
  function messageResult(service: Service, message: Message) {
    const start = message.reservationTime ?? message.createdAt;
    if (now() < start) return {status: 'reserved', sent_at: null, error: null};
    if (now() < start + sendSeconds) return {status: 'processing', sent_at: null, error: null};
    if (!hasLine(message.endUser)) return {status: 'failed', sent_at: null, error: {code: 0, message: 'Failed to send message.', from_provider: null}};
    if (service.switches.lineRefuses)
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

  /** The key first, then its service's rate limit: the service, or the refusal. */
  function serviceOf(request: StandInRequest): {service: Service} | {answer: Answer} {
    const service = services.get(String(request.headers['x-api-key']));
    if (!service) return {answer: v2Error(401, 'unauthorized')};
    const wait = service.switches.rateLimitedFor;
    if (wait !== null) return {answer: v2Error(429, 'too_many_requests', '__global__', {'Retry-After': String(wait)})};
    return {service};
  }

  /** A reservation time outside the window the pages state, counted from now. */
  const outsideWindow = (time: number | undefined) =>
    time !== undefined && (time < now() + reservationEarliestSeconds || time > now() + reservationLatestSeconds);

  type ServiceHandler = (request: StandInRequest, service: Service) => Answer;

  const send: ServiceHandler = (request, service) => {
    const body = request.body as {recipient: Recipient; content: {type: string}; reservation_time?: number};
    if (outsideWindow(body.reservation_time)) return v2Error(400, 'invalid_parameter', 'reservation_time');
    const endUser = find(service, body.recipient);
    if (!endUser) return v2Error(404, 'end_user_not_found', 'recipient.value');
    const lineUid = endUser.identifiers.find((held) => held.type === 'line_uid')?.value;
    if (!lineUid) return v2Error(422, 'line_uid_not_found', 'recipient.value');
    const identifier = ulid();
    service.messages.set(identifier, {
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

  // Attaching needs a tag the manager created; detaching one the end user lacks (or no such tag) succeeds.
  const tagChange =
    (attach: boolean): ServiceHandler =>
    (request, service) => {
      const {end_user: change} = request.body as {end_user: {identifier: Identifier; tag: string}};
      const endUser = find(service, change.identifier);
      if (!endUser) return v2Error(404, 'end_user_not_found', 'end_user.identifier.value');
      if (attach && !service.tags.has(change.tag)) return v2Error(404, 'resource_not_found', 'end_user.tag');
      endUser.tags = attach ? [...new Set([...endUser.tags, change.tag])] : endUser.tags.filter((tag) => tag !== change.tag);
      return {status: 200, json: endUserJson(endUser)};
    };

  const segmentChange =
    (add: boolean): ServiceHandler =>
    (request, service) => {
      const members = service.segments.get(request.params.identifier);
      if (!members) return v2Error(404, 'resource_not_found');
      const {end_user: change} = request.body as {end_user: {identifier: Identifier}};
      const endUser = find(service, change.identifier);
      if (!endUser) return v2Error(404, 'end_user_not_found', 'end_user.identifier.value');
      if (add) members.add(endUser);
      else members.delete(endUser);
      return {status: 200, json: {}};
    };

  // A template has one type: another type's template, or an unknown one, is not found.
  const notify: ServiceHandler = (request, service) => {
    const sentType = notificationTypeOf(request.operationId)!;
    if (service.templates.get(request.params.template_identifier) !== sentType) return v2Error(404, 'resource_not_found');
    const body = request.body as {recipient: {value: string}; reservation_time?: number};
    if (outsideWindow(body.reservation_time)) return v2Error(400, 'invalid_parameter', 'reservation_time');
    const identifier = ulid();
    service.notifications.set(identifier, {
      identifier,
      templateIdentifier: request.params.template_identifier,
      type: sentType,
      phoneNumber: body.recipient.value,
      reservationTime: body.reservation_time ?? null,
      createdAt: now(),
      deliveryEvents: service.switches.deliveryEventsArrive,
    });
    return {status: 202, json: {identifier, status_url: `${request.origin}/v2/notifications/${identifier}`}};
  };

  const operations: Record<string, ServiceHandler> = {
    createEndUser(request, service) {
      const {end_user: created} = request.body as {end_user: {identifiers: Identifier[]}};
      // An identifier the manager knows adds the others to its end user (a friend of the channel
      // gets its member ID); none known makes a new end user. Identifiers of two end users, or a
      // type the end user holds with another value, change nothing (400; the path is the stand-in's choice).
      const owners = new Set(created.identifiers.map((identifier) => find(service, identifier)).filter((owner) => owner !== undefined));
      const endUser = [...owners][0] ?? {identifiers: [], tags: []};
      const conflicting = created.identifiers.some((identifier) =>
        endUser.identifiers.some((held) => held.type === identifier.type && held.value !== identifier.value),
      );
      if (owners.size > 1 || conflicting) return v2Error(400, 'invalid_parameter', 'end_user.identifiers');
      if (!service.endUsers.includes(endUser)) service.endUsers.push(endUser);
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
    getMessageStatus(request, service) {
      const message = service.messages.get(request.params.identifier);
      if (!message) return v2Error(404, 'resource_not_found');
      return {
        status: 200,
        json: {
          identifier: message.identifier,
          provider: 'line',
          recipient: message.recipient,
          reservation_time: message.reservationTime,
          created_at: message.createdAt,
          result: messageResult(service, message),
        },
      };
    },
    setRichMenuRecipients(request, service) {
      const shown = service.richMenus.get(request.params.richmenu_identifier);
      if (!shown) return v2Error(404, 'resource_not_found');
      const {recipients} = request.body as {recipients: Recipient[]};
      // Checked all first: on an error, no end user's menu changes.
      for (const [index, recipient] of recipients.entries()) {
        const endUser = find(service, recipient);
        if (!endUser) return v2Error(404, 'end_user_not_found', `recipients[${index}].value`);
        if (!hasLine(endUser)) return v2Error(422, 'line_uid_not_found', `recipients[${index}].value`);
      }
      for (const recipient of recipients) shown.add(find(service, recipient)!);
      return {status: 200, json: {}};
    },
    getNotificationStatus(request, service) {
      const notification = service.notifications.get(request.params.identifier);
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

  // Every operation: the key and the rate limit first, then the key's service.
  const handlers: Record<string, Handler> = Object.fromEntries(
    Object.entries(operations).map(([id, handler]) => [
      id,
      (request: StandInRequest) => {
        const found = serviceOf(request);
        return 'answer' in found ? found.answer : handler(request, found.service);
      },
    ]),
  );

  /** A request the document refuses: 401 for a wrong key still comes first, then invalid_parameter at the first refused value. */
  function invalid(request: StandInRequest, _problems: string[], errors: ErrorObject[]): Answer {
    // Of a oneOf by type, the branches of other types fail on their `const`: the value's own
    // branch names the field that is wrong.
    const inBody = errors.filter((error) => error.instancePath.startsWith('/'));
    const named = inBody.find((error) => error.keyword !== 'const' && error.keyword !== 'oneOf') ?? inBody[0] ?? errors[0];
    const found = serviceOf(request);
    return 'answer' in found ? found.answer : v2Error(400, 'invalid_parameter', errorPath(named));
  }

  const listed = (service: Service) => () => service.endUsers.map((user) => endUserJson(user).end_user);

  return {
    apiKey: settings.apiKey,
    /** The template identifier of a notification type (the document's example). */
    templateOf: (type: string) => [...first.templates].find(([, held]) => held === type)?.[0],
    handlers,
    invalid,
    switches: first.switches,
    manager: managerOf(first),
    /** The second service: its key, what the manager creates in it, its end users. */
    otherService: {apiKey: settings.otherApiKey, manager: managerOf(other), endUsers: listed(other)},
    /** An end user as the manager's list shows it. */
    endUser: (identifier: {type: string; value: string}) => {
      const found = find(first, identifier);
      return found && endUserJson(found).end_user;
    },
    /** The manager's list of end users, oldest first. */
    endUsers: listed(first),
    /**
     * A person adds the channel as a friend: the manager receives LINE's follow event and registers
     * an end user with the person's new LINE user ID, which it returns.
     */
    friendAdded: (): string => {
      const lineUid = `U${crypto.randomBytes(16).toString('hex')}`;
      first.endUsers.push({identifiers: [{type: 'line_uid', value: lineUid}], tags: []});
      return lineUid;
    },
    /** What reached a LINE user: the content of each message sent to them that succeeded, oldest first. */
    receivedOnLine: (lineUid: string) =>
      [...services.values()].flatMap((service) =>
        [...service.messages.values()]
          .filter((message) => message.lineUid === lineUid && messageResult(service, message).status === 'success')
          .map((message) => message.content),
      ),
    /** The end users a rich menu is shown to. */
    richMenuRecipients: (identifier: string) => [...(first.richMenus.get(identifier) ?? [])].map((user) => user.identifiers),
    /** The end users of a list segment. */
    segmentMembers: (identifier: string) => [...(first.segments.get(identifier) ?? [])].map((user) => user.identifiers),
  };
}

/** `sendShipmentCompletionsNotification` → `shipment_completions`; undefined for other operations. */
function notificationTypeOf(operationId: string): string | undefined {
  const name = /^send(\w+)Notification$/.exec(operationId)?.[1];
  return name?.replace(/[A-Z]/g, (letter, at: number) => `${at === 0 ? '' : '_'}${letter.toLowerCase()}`);
}
