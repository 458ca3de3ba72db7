/**
 * LINE message calls of the ソーシャルPLUS Messaging API (v2): send a text message, send a flex
 * message, read the delivery status. Each function takes the client of client.ts and checks the
 * limits of the documentation's 制限値 table before it sends, so that a mistake fails on your server and
 * not at the API. Tested with tsx against a local stand-in of the API.
 */
// #region imports
import type {MessagingClient} from './client.ts';
// #endregion imports

// #region types
/** The recipient of a LINE message. `line_uid` is not accepted here (end-user APIs only). */
export type Recipient = {
  type: 'socialplus_uid' | 'primary_key';
  value: string;
};

/** The 202 answer of a send request. */
export type SendAccepted = {
  /** The message identifier: keep it to read the status later. */
  identifier: string;
  /** The URL of GET /v2/messages/:identifier for this message. */
  status_url: string;
};
// #endregion types

// #region reservation
const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;
/** The API's window, counted from when it receives the request: 10 minutes to 30 days ahead. */
export const RESERVATION_EARLIEST_SECONDS = 10 * MINUTE;
export const RESERVATION_LATEST_SECONDS = 30 * DAY;

/**
 * Converts a Date to `reservation_time` (Unix time in seconds) and checks the API's window. The API
 * counts from when the request arrives, which is a little later than `now`: `marginSeconds` (1 minute
 * unless you pass another value) keeps a time just past the earliest one from being refused.
 */
export function reservationTimeFrom(at: Date, now: Date = new Date(), marginSeconds = MINUTE): number {
  const seconds = Math.floor(at.getTime() / 1000);
  const ahead = seconds - Math.floor(now.getTime() / 1000);
  if (ahead < RESERVATION_EARLIEST_SECONDS + marginSeconds || ahead > RESERVATION_LATEST_SECONDS) {
    throw new RangeError(`reservation_time must be ${RESERVATION_EARLIEST_SECONDS + marginSeconds} seconds to 30 days ahead (got ${ahead} seconds)`);
  }
  return seconds;
}
// #endregion reservation

// #region send-text
/** LINE's limit for a text message, in UTF-16 code units. */
export const TEXT_MAX_LENGTH = 5000;

export type TextMessage = {
  recipient: Recipient;
  /** 1 to 5,000 UTF-16 code units, as JavaScript's `length` counts: 🍎 and 𠮷 count 2, 👋🏻 and 🇯🇵 count 4. */
  text: string;
  /** Unix time in seconds; omit it to send now. */
  reservationTime?: number;
};

/** POST /v2/messages/text */
export async function sendTextMessage(client: MessagingClient, message: TextMessage): Promise<SendAccepted> {
  if (message.text.length < 1 || message.text.length > TEXT_MAX_LENGTH) {
    throw new RangeError(`text must be 1 to ${TEXT_MAX_LENGTH} UTF-16 code units (got ${message.text.length})`);
  }
  return client.request<SendAccepted>('POST', '/v2/messages/text', {
    provider: 'line',
    recipient: message.recipient,
    content: {type: 'text', text: message.text},
    ...(message.reservationTime === undefined ? {} : {reservation_time: message.reservationTime}),
  });
}
// #endregion send-text

// #region send-flex
/** A flex container as LINE defines it; its components are checked by LINE when it sends. */
export type FlexBubble = {type: 'bubble'} & Record<string, unknown>;
export type FlexCarousel = {type: 'carousel'; contents: FlexBubble[]};

/** LINE's limits for a flex message (lengths in UTF-16 code units). */
export const ALT_TEXT_MAX_LENGTH = 1500;
export const CAROUSEL_MAX_BUBBLES = 12;
/** The JSON of `contents` in UTF-8 bytes, counting a KB as 1,000 bytes so as to stay under LINE's limit. */
export const BUBBLE_MAX_BYTES = 30 * 1000;
export const CAROUSEL_MAX_BYTES = 50 * 1000;

export type FlexMessage = {
  recipient: Recipient;
  /** Shown in notifications and the chat list: 1 to 1,500 UTF-16 code units. */
  altText: string;
  /** A bubble (JSON up to 30 KB) or a carousel (up to 12 bubbles, JSON up to 50 KB). */
  contents: FlexBubble | FlexCarousel;
  reservationTime?: number;
};

/** POST /v2/messages/flex */
export async function sendFlexMessage(client: MessagingClient, message: FlexMessage): Promise<SendAccepted> {
  if (message.altText.length < 1 || message.altText.length > ALT_TEXT_MAX_LENGTH) {
    throw new RangeError(`alt_text must be 1 to ${ALT_TEXT_MAX_LENGTH} UTF-16 code units (got ${message.altText.length})`);
  }
  const {contents} = message;
  if (contents.type === 'carousel' && contents.contents.length > CAROUSEL_MAX_BUBBLES) {
    throw new RangeError(`a carousel holds at most ${CAROUSEL_MAX_BUBBLES} bubbles (got ${contents.contents.length})`);
  }
  const bytes = new TextEncoder().encode(JSON.stringify(contents)).length;
  const maxBytes = contents.type === 'carousel' ? CAROUSEL_MAX_BYTES : BUBBLE_MAX_BYTES;
  if (bytes > maxBytes) {
    throw new RangeError(`the ${contents.type} JSON must be at most ${maxBytes} bytes (got ${bytes})`);
  }
  return client.request<SendAccepted>('POST', '/v2/messages/flex', {
    provider: 'line',
    recipient: message.recipient,
    content: {type: 'flex', alt_text: message.altText, contents: message.contents},
    ...(message.reservationTime === undefined ? {} : {reservation_time: message.reservationTime}),
  });
}
// #endregion send-flex

// #region get-status
export type MessageStatusValue = 'success' | 'reserved' | 'processing' | 'failed';

export type MessageStatus = {
  identifier: string;
  provider: 'line';
  recipient: Recipient;
  /** Unix seconds, or null when the message was sent without a reservation. */
  reservation_time: number | null;
  /** Unix seconds: when the API accepted the request. */
  created_at: number;
  result: {
    status: MessageStatusValue;
    /** Unix seconds: when LINE accepted the message (success only), otherwise null. */
    sent_at: number | null;
    /** Present (not null) only when status is failed. */
    error: {
      /** 0: Failed to send message. 1: Provider server error. */
      code: 0 | 1;
      message: string;
      /** LINE's own message for code 1, otherwise null. */
      from_provider: {message: string} | null;
    } | null;
  };
};

/** GET /v2/messages/:identifier */
export async function getMessageStatus(client: MessagingClient, identifier: string): Promise<MessageStatus> {
  return client.request<MessageStatus>('GET', `/v2/messages/${encodeURIComponent(identifier)}`);
}
// #endregion get-status

// #region usage
/**
 * Sends a text message now and reads its status once. Status changes take time: in production,
 * read it again later (for example a minute later) instead of in a tight loop.
 */
export async function sendAndCheck(client: MessagingClient, memberId: string, text: string): Promise<MessageStatus> {
  const accepted = await sendTextMessage(client, {
    recipient: {type: 'primary_key', value: memberId},
    text,
  });
  return getMessageStatus(client, accepted.identifier);
}
// #endregion usage
