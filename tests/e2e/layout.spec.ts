// The navbar and the footer hold the items the site's design fixes, in its order.
import {test, expect} from '@playwright/test';
import {externalLinks} from '../../src/config/externalLinks';

test('navbar: introduction, social login, messages, glossary, consoles, search', async ({page}) => {
  await page.goto('/');
  const left = page.locator('.navbar__items:not(.navbar__items--right) > .navbar__item');
  await expect(left).toHaveText(['はじめに', 'ソーシャルログイン', 'メッセージ', '用語集'].map((t) => new RegExp(t)));
  await expect(left.nth(0)).toHaveAttribute('href', '/');
  await expect(left.nth(2)).toHaveAttribute('href', '/message/');
  await expect(left.nth(3)).toHaveAttribute('href', '/glossary');

  const socialLogin = left.nth(1).locator('.dropdown__link');
  await expect(socialLogin).toHaveText([/OpenID Connect 版/, /ワンタイムトークン版/]);
  await expect(socialLogin.nth(0)).toHaveAttribute('href', '/social-login/');
  await expect(socialLogin.nth(1)).toHaveAttribute('href', '/social-login/legacy/');

  const right = page.locator('.navbar__items--right > *');
  await expect(right.nth(0)).toHaveClass(/dropdown/);
  const consoles = right.nth(0).locator('.dropdown__link');
  await expect(consoles).toHaveText([/ソーシャルPLUS 管理画面/, /メッセージマネージャー 管理画面/]);
  await expect(consoles.nth(0)).toHaveAttribute('href', externalLinks.socialLoginManager);
  await expect(consoles.nth(1)).toHaveAttribute('href', externalLinks.messageManager);
  await expect(page.locator('.navbar__items--right input.navbar__search-input')).toBeVisible();
});

test('footer: four link columns, a warning column and the copyright line', async ({page}) => {
  await page.goto('/');
  const columns = page.locator('footer .footer__col');
  await expect(columns.locator('.footer__title')).toHaveText(['ソーシャルPLUS について', 'お役立ち情報・お知らせ', '技術情報', '会社情報・規約', 'ご注意']);
  const expected = [
    [externalLinks.marketingTop, externalLinks.pricing, externalLinks.linkedServices, externalLinks.caseStudies],
    [externalLinks.blog, externalLinks.columns, externalLinks.newsReleases, externalLinks.seminars],
    [externalLinks.supportForm],
    [externalLinks.company, externalLinks.privacyPolicy, externalLinks.cookiePolicy, externalLinks.personalData],
  ];
  for (const [index, hrefs] of expected.entries()) {
    const links = columns.nth(index).locator('a.footer__link-item');
    await expect(links).toHaveCount(hrefs.length);
    for (const [i, href] of hrefs.entries()) await expect(links.nth(i)).toHaveAttribute('href', href);
  }
  await expect(columns.nth(4)).toContainText('API キー');
  await expect(page.locator('footer .footer__copyright')).toContainText('株式会社ソーシャルPLUS');
});
