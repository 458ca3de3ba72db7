// 「このページは役に立ちましたか？」 at the end of each doc page: nothing is sent until a reader answers,
// the answer goes to Google Analytics as a page_feedback event and is remembered for the page, it
// works when storage fails, and it passes axe with the page's last-updated date in both colour modes,
// at desktop width and at 996 px.
import {test, expect, type Page} from '@playwright/test';
import {axeViolations} from './support/axe';
import {activateByKeyboard, gotoHydrated, hydrated, settleColours, switchToDark} from './support/guards';
import {gtagCalls, stubGtag} from './support/analytics';
import {failStorage} from './support/storage';
import {siteDir} from '../lib/content';
import {insideGitWorktree} from '../../src/config/vcs';

const feedback = (page: Page) => page.getByRole('region', {name: 'このページは役に立ちましたか？'});

async function feedbackEvents(page: Page): Promise<unknown[][]> {
  return (await gtagCalls(page)).filter((call) => call[0] === 'event' && call[1] === 'page_feedback');
}

test.beforeEach(async ({page}) => {
  await stubGtag(page);
});

test('an answer is sent once as page_feedback with the page path, thanked, and remembered for that page only', async ({page}) => {
  await gotoHydrated(page, '/social-login/setup');
  await expect(feedback(page)).toBeVisible();
  expect(await feedbackEvents(page), 'nothing before an answer').toEqual([]);

  await feedback(page).getByRole('button', {name: 'はい'}).click();
  expect(await feedbackEvents(page)).toEqual([['event', 'page_feedback', {page_path: '/social-login/setup', answer: 'yes'}]]);
  await expect(feedback(page).getByRole('status')).toHaveText('ご回答ありがとうございました。');
  await expect(feedback(page).getByRole('button', {name: 'はい'})).toHaveAttribute('aria-pressed', 'true');
  await expect(feedback(page).getByRole('button', {name: 'いいえ'})).toBeDisabled();

  await page.reload();
  await hydrated(page);
  await expect(feedback(page).getByRole('status')).toHaveText('ご回答ありがとうございました。');
  await expect(feedback(page).getByRole('button', {name: 'はい'})).toHaveAttribute('aria-pressed', 'true');
  expect(await feedbackEvents(page), 'a remembered answer is not sent again').toEqual([]);

  await gotoHydrated(page, '/social-login/references/api/map');
  await expect(feedback(page).getByRole('status')).toHaveText('');
  await feedback(page).getByRole('button', {name: 'いいえ'}).click();
  expect(await feedbackEvents(page)).toEqual([['event', 'page_feedback', {page_path: '/social-login/references/api/map', answer: 'no'}]]);
});

test('with storage failing, an answer is still sent and thanked', async ({page}) => {
  await failStorage(page);
  await gotoHydrated(page, '/glossary');
  await activateByKeyboard(feedback(page).getByRole('button', {name: 'いいえ'}));
  expect(await feedbackEvents(page)).toEqual([['event', 'page_feedback', {page_path: '/glossary', answer: 'no'}]]);
  await expect(feedback(page).getByRole('status')).toHaveText('ご回答ありがとうございました。');
});

for (const width of [1280, 996]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`the feedback and the last-updated date pass axe (${mode}, ${width} px), before and after an answer`, async ({page}) => {
      await gotoHydrated(page, '/social-login/setup');
      await settleColours(page);
      // The colour mode switch is in the navbar at desktop width; the page keeps the mode when narrowed.
      if (mode === 'dark') await switchToDark(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page.setViewportSize({width, height: 900});
      if (insideGitWorktree(siteDir)) await expect(page.locator('article .theme-last-updated')).toBeVisible();
      await expect(feedback(page)).toBeVisible();
      const check = async () => {
        expect(await axeViolations(page, {include: ['.theme-doc-footer', 'section[aria-label="このページは役に立ちましたか？"]']})).toEqual([]);
      };
      await check();
      await feedback(page).getByRole('button', {name: 'はい'}).focus();
      await page.keyboard.press('Enter');
      await expect(feedback(page).getByRole('status')).toHaveText('ご回答ありがとうございました。');
      await check();
    });
  }
}
