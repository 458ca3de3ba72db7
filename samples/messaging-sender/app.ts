/**
 * Sample site: a shop's back office that sends through the Messaging API v2 with the example code
 * of the reference pages (examples/messaging-api/): it links a member ID to a LINE user ID (an end
 * user), sends a text and a flex message and a shipping notification, and shows each status as the
 * API reports it. Express; the API key stays on the server.
 *
 *   npm run sample -- messaging-sender
 */
import express from 'express';
import {createClient, MessagingApiError} from '../../examples/messaging-api/client';
import {createEndUser} from '../../examples/messaging-api/end-users';
import {getMessageStatus, sendFlexMessage, sendTextMessage, type FlexBubble} from '../../examples/messaging-api/messages';
import {getNotificationStatus, sendNotification} from '../../examples/messaging-api/notifications';
import {escapeHtml, page, type MessagingSiteConfig} from '../shared/site';

/** The order confirmation the flex message carries: one bubble. */
const orderBubble: FlexBubble = {
  type: 'bubble',
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {type: 'text', text: 'ご注文ありがとうございます', weight: 'bold'},
      {type: 'text', text: '注文番号 A-20261128-0001'},
    ],
  },
};

export function createApp(config: MessagingSiteConfig): express.Express {
  const app = express();
  const client = createClient({apiKey: config.apiKey, baseUrl: config.apiBase});
  app.use(express.urlencoded({extended: false}));

  app.get('/', (req, res) => {
    const error = typeof req.query.error === 'string' ? `<p id="error" role="alert">${escapeHtml(req.query.error)}</p>` : '';
    res.send(
      page(
        'メッセージの送信',
        `${error}
<h2>会員と LINE のユーザーを結び付ける</h2>
<form method="post" action="/end-users"><label>会員 ID <input name="member" value="member-000123"></label>
<label>LINE のユーザー ID <input name="line_uid" value="${escapeHtml(config.exampleLineUid)}"></label><button>エンドユーザーを登録する</button></form>
<h2>LINE メッセージ</h2>
<form method="post" action="/messages"><label>宛先の会員 ID <input name="member" value="member-000123"></label>
<label>本文 <input name="text" value="ご注文の商品を発送しました。"></label>
<button name="kind" value="text">テキストメッセージを送る</button><button name="kind" value="flex">フレックスメッセージを送る</button></form>
<h2>通知メッセージ</h2>
<form method="post" action="/notifications"><label>電話番号 <input name="phone" value="090-1234-5678"></label><button>発送完了の通知を送る</button></form>`,
      ),
    );
  });

  /** Back to the form with the API's errors, as the reference pages name them. */
  const showError = (res: express.Response, error: unknown) => {
    if (!(error instanceof MessagingApiError)) throw error;
    const codes = error.errors.map(({path, code}) => `${code}（${path}）`).join('、');
    res.redirect(303, `/?error=${encodeURIComponent(`${error.status} ${codes}`)}`);
  };

  app.post('/end-users', async (req, res) => {
    const {member, line_uid: lineUid} = req.body as Record<string, string>;
    try {
      // Without a LINE user ID (a member who has not added the channel as a friend), the member ID alone.
      const endUser = await createEndUser(client, [{type: 'primary_key', value: member}, ...(lineUid ? [{type: 'line_uid' as const, value: lineUid}] : [])]);
      const identifiers = endUser.identifiers.map(({type, value}) => `<li data-type="${type}">${type}：${escapeHtml(value)}</li>`).join('');
      res.send(page('エンドユーザーを登録しました', `<ul id="identifiers">${identifiers}</ul><p><a href="/">戻る</a></p>`));
    } catch (error) {
      showError(res, error);
    }
  });

  // Sends now; the API answers 202 with the identifier whose status the next page reads.
  app.post('/messages', async (req, res) => {
    const {member, text, kind} = req.body as Record<string, string>;
    const recipient = {type: 'primary_key' as const, value: member};
    try {
      const accepted =
        kind === 'flex'
          ? await sendFlexMessage(client, {recipient, altText: 'ご注文ありがとうございます', contents: orderBubble})
          : await sendTextMessage(client, {recipient, text});
      res.redirect(303, `/messages/${accepted.identifier}`);
    } catch (error) {
      showError(res, error);
    }
  });

  app.post('/notifications', async (req, res) => {
    const {phone} = req.body as Record<string, string>;
    try {
      const accepted = await sendNotification(
        client,
        config.shipmentTemplate,
        'shipment_completions',
        phone,
        {company_name: 'ソーシャルPLUS ストア', shipping_date: '2026年12月1日'},
        {country: 'JP'},
      );
      res.redirect(303, `/notifications/${accepted.identifier}`);
    } catch (error) {
      showError(res, error);
    }
  });

  // The status as the API reports it now; it moves on, so the page offers to read it again.
  app.get('/messages/:identifier', async (req, res) => {
    const {result} = await getMessageStatus(client, req.params.identifier);
    const sent = result.sent_at === null ? '' : `<p id="sent-at">${new Date(result.sent_at * 1000).toISOString()}</p>`;
    const failure = result.error === null ? '' : `<p id="failure">${result.error.code}：${escapeHtml(result.error.message)}</p>`;
    res.send(page('送信状況', `<p>状況：<code id="status">${result.status}</code></p>${sent}${failure}<p><a href="">読み直す</a> <a href="/">戻る</a></p>`));
  });

  app.get('/notifications/:identifier', async (req, res) => {
    const {result} = await getNotificationStatus(client, req.params.identifier);
    // result is null until the notification has been handed to LINE.
    const status = result === null ? 'null' : result.status;
    const reason = result?.failure_reason ? `<p id="failure">${escapeHtml(result.failure_reason)}</p>` : '';
    res.send(page('配信状況', `<p>状況：<code id="status">${status}</code></p>${reason}<p><a href="">読み直す</a> <a href="/">戻る</a></p>`));
  });

  return app;
}
