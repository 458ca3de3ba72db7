/**
 * The values that pages repeat (limits, lifetimes, schedules, formats, status codes), each stated
 * once. Pages print them with `<Value of="id" />` and list a service's limits with
 * `<LimitsTable of="service" />`; src/remark/siteData.ts renders both into the page at build time,
 * so no script reaches the reader.
 *
 * tests/unit/site-values.test.ts fails when a page types one of these values by hand (the
 * `handWritten` patterns), and tests/e2e/consistency.spec.ts when two built pages state different
 * values for the same thing.
 */
import {messagingApiValues} from './values/messagingApi';
import {notificationValues} from './values/notifications';
import {socialLoginValues} from './values/socialLogin';
import {legacyValues} from './values/legacy';
import {siteFacts} from './values/site';
import type {SiteValue, ValueGroup} from './values/types';

export const valueGroups = {
  messagingApi: messagingApiValues,
  notifications: notificationValues,
  socialLogin: socialLoginValues,
  legacy: legacyValues,
  site: siteFacts,
} satisfies Record<string, ValueGroup>;

export type ValueService = keyof typeof valueGroups;

/** Every value by its full id, `service.name`. */
export const siteValues: Record<string, SiteValue> = Object.fromEntries(
  Object.entries(valueGroups).flatMap(([service, group]) => Object.entries(group.values).map(([name, value]) => [`${service}.${name}`, value])),
);

export function siteValue(id: string): SiteValue {
  const value = siteValues[id];
  if (!value) {
    const near = Object.keys(siteValues).filter((key) => key.split('.')[0] === id.split('.')[0]);
    throw new Error(`unknown site value "${id}". Known in that service: ${near.join(', ') || Object.keys(valueGroups).join(', ')}`);
  }
  return value;
}
