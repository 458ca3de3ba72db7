/**
 * LINE notification messages (通知メッセージ) of the ソーシャルPLUS Messaging API (v2): normalise a
 * phone number to E.164, send a notification of one of the 12 types, read its delivery status.
 * The functions check the documented rules before they send, so that a mistake fails on your
 * server and not at the API. Tested with tsx against the stand-in's Messaging API (stand-in/); to run a
 * file of your own that imports it: `npx tsx <file>.ts`.
 */
// #region imports
import type {MessagingClient} from './client.ts';
// #endregion imports

// #region types
/** The path segment of each notification type, in the order of the documentation (01 … 22). */
export const NOTIFICATION_TYPES = [
  'deliveries',
  'reservations',
  'reminders',
  'contract_deadline_reminders',
  'payment_deadline_reminders',
  'application_completions',
  'fee_confirmations',
  'purchase_completions',
  'registration_completions',
  'settlement_errors',
  'estimation_completions',
  'shipment_completions',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The 202 answer of a send request. */
export type NotificationAccepted = {
  /** The notification identifier: keep it to read the status later. */
  identifier: string;
  /** The URL of GET /v2/notifications/:identifier for this notification. */
  status_url: string;
};
// #endregion types

// #region normalize
/** The countries where LINE delivers notification messages, and their country calling codes. */
export type Country = 'JP' | 'TH' | 'TW';

const CALLING_CODES: Record<Country, string> = {JP: '81', TH: '66', TW: '886'};

/** Digits after the country calling code (the national 0 not counted). */
const NATIONAL_DIGITS: Record<Country, [min: number, max: number]> = {JP: [9, 10], TH: [8, 9], TW: [8, 9]};

/**
 * Characters that are removed: half- and full-width spaces, hyphens and look-alikes
 * (U+002D, U+2010–U+2015, U+2212, U+FF0D, U+30FC), half- and full-width parentheses.
 */
const REMOVED = /[ \u3000\-\u2010-\u2015\u2212\uFF0D\u30FC()\uFF08\uFF09]/g;

/** Thrown when a phone number cannot be normalised; `input` is the value you passed. */
export class PhoneNumberError extends Error {
  readonly input: string;

  constructor(input: string, reason: string) {
    super(`invalid phone number ${JSON.stringify(input)}: ${reason}`);
    this.name = 'PhoneNumberError';
    this.input = input;
  }
}

/**
 * Normalises a phone number typed by a member to E.164 without separators (for example
 * `+819012345678`) by the rules of the recipient object page. The API itself accepts E.164 only.
 * `country` is the member's country: it is used only for a number written the national way (with
 * the leading 0), and without it such a number is refused rather than guessed.
 */
export function normalizePhoneNumber(input: string, country?: Country): string {
  const compact = input
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/＋/g, '+')
    .replace(REMOVED, '');
  if (compact === '') {
    throw new PhoneNumberError(input, 'it holds no digits');
  }
  if (!/^\+?[0-9]+$/.test(compact)) {
    throw new PhoneNumberError(input, 'only digits, one leading "+", spaces, hyphens and parentheses are allowed');
  }

  let found: Country;
  let national: string;
  if (compact.startsWith('+')) {
    const digits = compact.slice(1);
    const code = (Object.keys(CALLING_CODES) as Country[]).find((c) => digits.startsWith(CALLING_CODES[c]));
    if (!code) {
      throw new PhoneNumberError(input, 'only +81 (Japan), +66 (Thailand) and +886 (Taiwan) are supported');
    }
    found = code;
    national = digits.slice(CALLING_CODES[code].length);
  } else if (compact.startsWith('0')) {
    if (!country) {
      throw new PhoneNumberError(input, "a number written the national way (leading 0) needs the member's country");
    }
    found = country;
    national = compact.slice(1);
  } else {
    throw new PhoneNumberError(input, 'start with "+" and the country code, or with the national prefix 0');
  }
  if (national.startsWith('0')) {
    throw new PhoneNumberError(input, 'a 0 after the country code (or a second leading 0) is not allowed');
  }
  const [min, max] = NATIONAL_DIGITS[found];
  if (national.length < min || national.length > max) {
    throw new PhoneNumberError(input, `+${CALLING_CODES[found]} needs ${min} to ${max} digits after the country code (got ${national.length})`);
  }
  return `+${CALLING_CODES[found]}${national}`;
}
// #endregion normalize

// The contents of each type. Every value is a string shown as is by LINE; names that end in
// `_button_url` are buttons. Optional fields can be left out: LINE then omits that line.

// #region contents-deliveries
export type DeliveriesContents = {
  company_name: string;
  product_name?: string;
  delivery_date: string;
  delivery_time?: string;
  delivery_status?: string;
  carrier_name?: string;
  inquiry_number?: string;
  detail_button_url?: string;
};
// #endregion contents-deliveries

// #region contents-reservations
export type ReservationsContents = {
  company_name: string;
  reservation_date: string;
  /** The time of the reservation as shown to the user (not the send time `reservation_time` of the body). */
  reservation_time?: string;
  reservation_details?: string;
  reservation_number?: string;
  reservation_place?: string;
};
// #endregion contents-reservations

// #region contents-reminders
export type RemindersContents = {
  company_name: string;
  schedule_date: string;
  schedule_time?: string;
  schedule_details?: string;
  schedule_place?: string;
  reservation_number?: string;
  detail_button_url?: string;
};
// #endregion contents-reminders

// #region contents-contract-deadline-reminders
export type ContractDeadlineRemindersContents = {
  company_name: string;
  contract_name: string;
  contract_number?: string;
  deadline_date: string;
  deadline_details?: string;
  detail_button_url?: string;
};
// #endregion contents-contract-deadline-reminders

// #region contents-payment-deadline-reminders
export type PaymentDeadlineRemindersContents = {
  company_name: string;
  service_name?: string;
  billing_amount: string;
  payment_deadline_date: string;
  invoice_number?: string;
  payment_method?: string;
  payment_button_url?: string;
  detail_button_url?: string;
};
// #endregion contents-payment-deadline-reminders

// #region contents-application-completions
export type ApplicationCompletionsContents = {
  company_name: string;
  service_name: string;
  application_number?: string;
  application_date?: string;
  application_details?: string;
  detail_button_url?: string;
};
// #endregion contents-application-completions

// #region contents-fee-confirmations
export type FeeConfirmationsContents = {
  company_name: string;
  service_name?: string;
  billing_period?: string;
  fee_amount: string;
  payment_date?: string;
  payment_method?: string;
  detail_button_url?: string;
};
// #endregion contents-fee-confirmations

// #region contents-purchase-completions
export type PurchaseCompletionsContents = {
  company_name: string;
  product_name: string;
  order_number?: string;
  purchase_date?: string;
  purchase_amount: string;
  payment_method?: string;
  detail_button_url?: string;
};
// #endregion contents-purchase-completions

// #region contents-registration-completions
export type RegistrationCompletionsContents = {
  company_name: string;
  service_name: string;
  registration_date?: string;
  member_number?: string;
  registration_details?: string;
  detail_button_url?: string;
};
// #endregion contents-registration-completions

// #region contents-settlement-errors
export type SettlementErrorsContents = {
  company_name: string;
  service_name?: string;
  settlement_amount: string;
  settlement_date?: string;
  error_details?: string;
  payment_method?: string;
  payment_update_button_url?: string;
  detail_button_url?: string;
};
// #endregion contents-settlement-errors

// #region contents-estimation-completions
export type EstimationCompletionsContents = {
  company_name: string;
  service_name?: string;
  application_number?: string;
  estimate_amount: string;
  estimate_date?: string;
  estimate_time?: string;
  detail_button_url?: string;
};
// #endregion contents-estimation-completions

// #region contents-shipment-completions
export type ShipmentCompletionsContents = {
  company_name: string;
  product_name?: string;
  shipping_date: string;
  inquiry_number?: string;
  detail_button_url?: string;
};
// #endregion contents-shipment-completions

export type NotificationContents = {
  deliveries: DeliveriesContents;
  reservations: ReservationsContents;
  reminders: RemindersContents;
  contract_deadline_reminders: ContractDeadlineRemindersContents;
  payment_deadline_reminders: PaymentDeadlineRemindersContents;
  application_completions: ApplicationCompletionsContents;
  fee_confirmations: FeeConfirmationsContents;
  purchase_completions: PurchaseCompletionsContents;
  registration_completions: RegistrationCompletionsContents;
  settlement_errors: SettlementErrorsContents;
  estimation_completions: EstimationCompletionsContents;
  shipment_completions: ShipmentCompletionsContents;
};

// #region check-contents
/**
 * The common rules of `contents`: every value a non-empty string without line breaks; at most 15 items and 2 buttons
 * (a button is a `_button_url` field; `company_name` goes into the description, not an item);
 * lengths in UTF-16 code units by the end of the name (`_name` 100, `_details` and `_place` 200,
 * `_button_url` 1,000 and https:// only, every other field 50).
 */
export function checkContents(contents: Record<string, unknown>): void {
  const names = Object.keys(contents);
  const buttons = names.filter((name) => name.endsWith('_button_url'));
  const items = names.filter((name) => name !== 'company_name' && !name.endsWith('_button_url'));
  if (items.length > 15 || buttons.length > 2) {
    throw new RangeError(`contents holds at most 15 items and 2 buttons (got ${items.length} and ${buttons.length})`);
  }
  for (const [name, value] of Object.entries(contents)) {
    if (typeof value !== 'string' || value === '') {
      throw new RangeError(`contents.${name} must be a non-empty string`);
    }
    if (/[\r\n]/.test(value)) {
      throw new RangeError(`contents.${name} must not contain line breaks`);
    }
    const max = name.endsWith('_button_url') ? 1000 : name.endsWith('_name') ? 100 : name.endsWith('_details') || name.endsWith('_place') ? 200 : 50;
    if (value.length > max) {
      throw new RangeError(`contents.${name} must be at most ${max} characters (got ${value.length})`);
    }
    if (name.endsWith('_button_url') && !value.startsWith('https://')) {
      throw new RangeError(`contents.${name} must start with https://`);
    }
  }
}
// #endregion check-contents

// #region send
export type SendOptions = {
  /** Unix time in seconds; omit it to send now. The rules are those of the getting-started page. */
  reservationTime?: number;
  /** The member's country, needed only when `phone` is written the national way (leading 0). */
  country?: Country;
};

/** POST /v2/notifications/templates/:template_identifier/{type} */
export async function sendNotification<T extends NotificationType>(
  client: MessagingClient,
  templateIdentifier: string,
  type: T,
  phone: string,
  contents: NotificationContents[T],
  options: SendOptions = {},
): Promise<NotificationAccepted> {
  if (!(NOTIFICATION_TYPES as readonly string[]).includes(type)) {
    throw new RangeError(`unknown notification type ${JSON.stringify(type)}`);
  }
  checkContents(contents);
  const path = `/v2/notifications/templates/${encodeURIComponent(templateIdentifier)}/${type}`;
  return client.request<NotificationAccepted>('POST', path, {
    provider: 'line',
    recipient: {type: 'phone_number', value: normalizePhoneNumber(phone, options.country)},
    contents,
    ...(options.reservationTime === undefined ? {} : {reservation_time: options.reservationTime}),
  });
}
// #endregion send

// #region get-status
export type NotificationStatusValue = 'delivered' | 'completed' | 'incompleted' | 'failed';

export type NotificationStatus = {
  identifier: string;
  provider: 'line';
  template_identifier: string;
  type: NotificationType;
  recipient: {type: 'phone_number'; value: string};
  /** Unix seconds, or null when the notification was sent without a reservation. */
  reservation_time: number | null;
  /** Unix seconds: when the API accepted the request. */
  created_at: number;
  /** null until the notification has been handed to LINE (reserved or waiting in line). */
  result: {
    status: NotificationStatusValue;
    /** Set only when status is failed: not_line_user, opted_out, unsupported_country (more may come). */
    failure_reason: string | null;
    /** Unix seconds: when status last changed. */
    updated_at: number;
  } | null;
};

/** GET /v2/notifications/:identifier */
export async function getNotificationStatus(client: MessagingClient, identifier: string): Promise<NotificationStatus> {
  return client.request<NotificationStatus>('GET', `/v2/notifications/${encodeURIComponent(identifier)}`);
}

/** completed, incompleted and failed never change again: record them and stop asking. */
export function isFinal(status: NotificationStatus): boolean {
  return status.result !== null && status.result.status !== 'delivered';
}
// #endregion get-status
