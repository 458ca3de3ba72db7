/**
 * LINE notification messages sent through the Messaging API: their status timing, how long a status
 * can be read, and the lengths of the `contents` fields. Listed on the notifications API's page
 * (`<LimitsTable of="notifications" group="status" />` and `group="contents"`); every other page
 * prints them from here.
 * "site" values are the site's conservative design where the service documentation is silent.
 *
 * tests/examples/notifications.test.ts checks that examples/messaging-api/notifications.ts
 * (`checkContents`) enforces the same lengths.
 */
import type {ValueGroup} from './types';
import {num} from './pattern';

export const notificationValues: ValueGroup = {
  limitsPage: '/message/messaging-api-references/notifications/#制限値',
  values: {
    incompleteAfter: {
      label: '`delivered` から `incompleted` になるまで',
      text: '24 時間',
      value: 24,
      group: 'status',
      beyond: '`incompleted` になり、このあと変わりません。ソーシャルPLUS は自動では送り直しません',
      source: 'the service documentation (notification status); LINE: no delivery-completion event within 24 hours of its 200/202 answer means not delivered',
      handWritten: [new RegExp(`${num}\\s*時間(?:以内|たっても|経っても)[^。\\n]{0,30}?(?:完了|incompleted)`)],
    },
    firstPollAfter: {
      label: '即時の送信で、最初に配信状況を問い合わせるまで（送信 API の受け付けから数えます）',
      text: '受け付けから 1 分',
      short: '1 分',
      value: 1,
      group: 'status',
      beyond: 'それより早く問い合わせても、`result` は `null` のことがほとんどです',
      source: 'site',
    },
    pollSchedule: {
      label: '`result` が `null` か `delivered` のあいだ、問い合わせ直す間隔',
      text: '最初の 1 時間は 10 分ごと、そのあとは 1 時間ごと',
      value: 10,
      group: 'status',
      beyond: '短い間隔で問い合わせると、API キーごとのリクエストの数の上限を使い切ります',
      source: 'site',
      handWritten: [new RegExp(`最初の\\s*1\\s*時間は\\s*${num}\\s*分ごと`)],
    },
    statusRetention: {
      label: '配信状況を取得できる期間（送信 API の受け付けから数えます）',
      text: '受け付けから 90 日',
      short: '90 日',
      value: 90,
      group: 'status',
      beyond: '`404` の `resource_not_found`。結果はサイトのデータベースに記録しておきます',
      source: 'site',
      handWritten: [new RegExp(`配信状況[^。\\n|]{0,40}?${num}\\s*日(?:間)?(?:は|のあいだ|まで)?(?:取得|保存|保持|残)`)],
    },
    contentsNameMax: {
      label: '`contents` のうち、名前が `_name` で終わるフィールド',
      text: '100 文字以内',
      short: '100 文字',
      value: 100,
      group: 'contents',
      beyond: '`400` の `invalid_parameter`（`path` は `contents.` にフィールド名を続けた値）',
      source: 'site',
      handWritten: [
        new RegExp(`\`?[a-z_]*_name\`?[^\\n。]{0,100}?${num}\\s*文字(?:以内|の上限|まで)`),
        new RegExp(`\`?_name\`?\\s*で終わる[^\\n。]{0,100}?${num}\\s*文字`),
      ],
    },
    contentsDetailsMax: {
      label: '`contents` のうち、名前が `_details` または `_place` で終わるフィールド',
      text: '200 文字以内',
      short: '200 文字',
      value: 200,
      group: 'contents',
      beyond: '`400` の `invalid_parameter`（`path` は `contents.` にフィールド名を続けた値）',
      source: 'site',
      handWritten: [
        new RegExp(`\`?[a-z_]*_(?:details|place)\`?[^\\n。]{0,100}?${num}\\s*文字(?:以内|の上限|まで)`),
        new RegExp(`\`?_(?:details|place)\`?\\s*で終わる[^\\n。]{0,100}?${num}\\s*文字`),
      ],
    },
    contentsButtonUrlMax: {
      label: '`contents` のうち、名前が `_button_url` で終わるフィールド（ボタンが開く URL）',
      text: '`https://` で始まる URL で、1,000 文字以内',
      short: '1,000 文字',
      value: 1000,
      group: 'contents',
      beyond: '`400` の `invalid_parameter`（`path` は `contents.` にフィールド名を続けた値）',
      source: 'site',
      handWritten: [
        new RegExp(`\`?[a-z_]*_button_url\`?[^\\n。]{0,100}?${num}\\s*文字(?:以内|の上限|まで)`),
        new RegExp(`\`?_button_url\`?\\s*で終わる[^\\n。]{0,100}?${num}\\s*文字`),
      ],
    },
    contentsOtherMax: {
      label: '`contents` のそのほかのフィールド（日付、時刻、金額、番号など）',
      text: '50 文字以内',
      short: '50 文字',
      value: 50,
      group: 'contents',
      beyond: '`400` の `invalid_parameter`（`path` は `contents.` にフィールド名を続けた値）',
      source: 'site',
      handWritten: [
        new RegExp(`\`?[a-z_]+_(?:date|time|number|amount|period|method|status)\`?[^\\n。]{0,100}?${num}\\s*文字(?:以内|の上限|まで)`),
        new RegExp(`そのほかのフィールド[^\\n。]{0,100}?${num}\\s*文字`),
      ],
    },
  },
};
