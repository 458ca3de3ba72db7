/**
 * End-user calls of the ソーシャルPLUS Messaging API (v2): create an end user, attach and detach
 * tags, add to and remove from an end-user segment. Each function takes the client of client.ts.
 * Tested with tsx against a local stand-in of the API.
 */
// #region imports
import type {MessagingClient} from './client.ts';
// #endregion imports

// #region types
/** How an end user is named. `line_uid` is accepted only by the end-user APIs. */
export type EndUserIdentifierType = 'socialplus_uid' | 'primary_key' | 'line_uid';

export type EndUserIdentifier = {
  type: EndUserIdentifierType;
  /** socialplus_uid: 40 hexadecimal characters; primary_key: up to 255 characters; line_uid: "U" and 32 hexadecimal characters. */
  value: string;
};

/** The end user as the API returns it. */
export type EndUser = {
  identifiers: EndUserIdentifier[];
  tags: string[];
};

type EndUserResponse = {end_user: EndUser};
// #endregion types

// #region create
/**
 * POST /v2/end_users: registers an end user with 1 to 3 identifiers (each type at most once).
 * When one identifier already names an end user, the others are added to that end user; the API
 * answers 201 in every successful case. Take `socialplus_uid` and `line_uid` from an ID Token your
 * server has verified, never from values a browser or an app sends.
 */
export async function createEndUser(client: MessagingClient, identifiers: EndUserIdentifier[]): Promise<EndUser> {
  const response = await client.request<EndUserResponse>('POST', '/v2/end_users', {
    end_user: {identifiers},
  });
  return response.end_user;
}
// #endregion create

// #region attach-tag
/** POST /v2/end_users/tags/attach: attaches a tag created in the message manager. */
export async function attachTag(client: MessagingClient, identifier: EndUserIdentifier, tag: string): Promise<EndUser> {
  const response = await client.request<EndUserResponse>('POST', '/v2/end_users/tags/attach', {
    end_user: {identifier, tag},
  });
  return response.end_user;
}
// #endregion attach-tag

// #region detach-tag
/** POST /v2/end_users/tags/detach: succeeds also when the end user does not have the tag. */
export async function detachTag(client: MessagingClient, identifier: EndUserIdentifier, tag: string): Promise<EndUser> {
  const response = await client.request<EndUserResponse>('POST', '/v2/end_users/tags/detach', {
    end_user: {identifier, tag},
  });
  return response.end_user;
}
// #endregion detach-tag

// #region add-to-segment
/** POST /v2/end_user_segments/:identifier/list/end_users/add: adds one end user to a list segment. */
export async function addToEndUserSegment(client: MessagingClient, segmentIdentifier: string, identifier: EndUserIdentifier): Promise<void> {
  const path = `/v2/end_user_segments/${encodeURIComponent(segmentIdentifier)}/list/end_users/add`;
  await client.request<Record<string, never>>('POST', path, {end_user: {identifier}});
}
// #endregion add-to-segment

// #region remove-from-segment
/** POST /v2/end_user_segments/:identifier/list/end_users/remove: succeeds also when the end user is not in the segment. */
export async function removeFromEndUserSegment(client: MessagingClient, segmentIdentifier: string, identifier: EndUserIdentifier): Promise<void> {
  const path = `/v2/end_user_segments/${encodeURIComponent(segmentIdentifier)}/list/end_users/remove`;
  await client.request<Record<string, never>>('POST', path, {end_user: {identifier}});
}
// #endregion remove-from-segment
