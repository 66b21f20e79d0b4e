/**
 * Accounts end to end: registration with the code read from the server's outbox file, recovery by
 * email on another device, phone binding, avatar upload, 退出其他设备 and the certificate's rotation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, type Lang, test, toast, waitForToken } from './fixtures';

// The server's outbox: `outbox/` beside its database (playwright.config.ts).
const OUTBOX = join(process.env.E2E_PORT ? `.tmp/e2e-${process.env.E2E_PORT}` : '.tmp/e2e', 'outbox');

/** The code of the latest outbox message to `to` (as the server stores it: lower case), once it is there. */
async function codeFor(to: string): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      let names: string[] = [];
      try {
        names = readdirSync(OUTBOX).filter((name) => name.endsWith(`-${to.toLowerCase()}.txt`));
      } catch {}
      const latest = names.sort().at(-1);
      code = latest ? (readFileSync(join(OUTBOX, latest), 'utf8').match(/\b(\d{6})\b/)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A success toast (role status; toast() of the fixtures is the danger one, role alert). */
const expectNotice = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

/** Taps 获取验证码 and answers the code sent to `to` (the server writes the file before it answers). */
async function askCode(page: Page, tr: Tr, to: string): Promise<string> {
  await page.getByRole('button', { name: tr('获取验证码', 'Get code') }).click();
  await expectNotice(page, tr('验证码已发送，10 分钟内有效', 'Code sent, valid for 10 minutes'));
  return codeFor(to);
}

/** An address no other test (or project) uses. */
const unique = (lang: Lang, what: string) =>
  `${what}-${lang}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

type Tr = (zh: string, en: string) => string;

async function register(page: Page, tr: Tr, email: string, nickname: string, password = 'secret-123') {
  await page.goto('/login');
  await waitForToken(page);
  await page.getByText(tr('注册', 'Sign up'), { exact: true }).click();
  await page.getByLabel(tr('邮箱', 'Email'), { exact: true }).fill(email);
  const code = await askCode(page, tr, email);
  await expect(page.getByRole('button', { name: /\d+ ?(秒后重发|s)/ })).toBeDisabled();
  await page.getByLabel(tr('验证码', 'Code'), { exact: true }).fill(code);
  await page.getByLabel(tr('昵称', 'Nickname'), { exact: true }).fill(nickname);
  await page.getByLabel(tr('密码', 'Password'), { exact: true }).fill(password);
  await page.getByLabel(tr('确认密码', 'Confirm password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: tr('注册并绑定', 'Sign up and bind') }).click();
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByTestId('nickname')).toHaveText(nickname);
}

async function otherDevice(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ locale: lang });
  const page = await context.newPage();
  if (lang === 'en-US') await page.addInitScript(() => localStorage.setItem('language', 'en-US'));
  return page;
}

test('registration asks for email, code, nickname and the password twice; the code comes by mail', async ({
  page,
  tr,
  lang,
}) => {
  await page.goto('/login');
  await waitForToken(page);
  await page.getByText(tr('注册', 'Sign up'), { exact: true }).click();
  await page.getByLabel(tr('密码', 'Password'), { exact: true }).fill('secret-123');
  await page.getByLabel(tr('确认密码', 'Confirm password'), { exact: true }).fill('secret-456');
  await page.getByRole('button', { name: tr('注册并绑定', 'Sign up and bind') }).click();
  await expect(page.getByText(tr('两次输入的密码不一致', 'Passwords do not match'))).toBeVisible();
  await expect(page.getByText(tr('请输入 6 位验证码', 'Enter the 6-digit code'))).toBeVisible();
  await expect(page.getByText(tr('请填写名称', 'Please fill in the name'))).toBeVisible();

  await register(page, tr, unique(lang, 'reg'), tr('新读者', 'New reader'));
  await expect(page.getByRole('link', { name: tr('登录', 'Log in') })).toHaveCount(0);
});

test('a forgotten password is recovered by email on another device, which logs the old one out', async ({
  page,
  browser,
  tr,
  lang,
}) => {
  const email = unique(lang, 'lost');
  await register(page, tr, email, 'Lost', 'old-password');

  const other = await otherDevice(browser, lang);
  await other.goto('/settings/retrieve');
  await waitForToken(other);
  await other.getByLabel(tr('邮箱', 'Email'), { exact: true }).fill(email);
  await other.getByLabel(tr('验证码', 'Code'), { exact: true }).fill(await askCode(other, tr, email));
  await other.getByLabel(tr('新密码', 'New password'), { exact: true }).fill('new-password');
  await other.getByLabel(tr('确认新密码', 'Confirm new password'), { exact: true }).fill('new-password');
  await other.getByRole('button', { name: tr('重设密码并登录', 'Reset password and log in') }).click();
  await expect(other).toHaveURL(/\/personal$/);
  await expect(other.getByTestId('nickname')).toHaveText('Lost');

  // The first device's session ended: it continues as a new guest.
  await page.reload();
  await expect(page.getByTestId('nickname')).toHaveText(/^(游客|Guest)\d+/);
  await other.context().close();
});

test('a phone number is bound with an SMS code, changed and unbound', async ({ page, tr, lang }) => {
  const [first, second] = lang === 'en-US' ? ['13800138002', '13900139002'] : ['13800138001', '13900139001'];
  await page.goto('/settings/bind_phone');
  await waitForToken(page);
  const phone = page.getByLabel(tr('手机号', 'Mobile number'), { exact: true });
  const getCode = page.getByRole('button', { name: tr('获取验证码', 'Get code') });
  await phone.fill('12345');
  await getCode.click();
  await expect(page.getByText(tr('手机号格式不正确', 'Malformed phone number'))).toBeVisible();

  await phone.fill(first);
  await page.getByLabel(tr('验证码', 'Code'), { exact: true }).fill(await askCode(page, tr, first));
  await page.getByRole('button', { name: tr('绑定手机', 'Bind phone') }).click();
  await expect(page.getByTestId('bound-phone')).toHaveText(`${first.slice(0, 3)}****${first.slice(-4)}`);

  await page.getByRole('link', { name: tr('更换手机', 'Change phone') }).click();
  await expect(page).toHaveURL(/\/settings\/binding_phone$/);
  await page.getByLabel(tr('手机号', 'Mobile number'), { exact: true }).fill(second);
  await page.getByLabel(tr('验证码', 'Code'), { exact: true }).fill(await askCode(page, tr, second));
  await page.getByRole('button', { name: tr('确认更换', 'Change number') }).click();
  await expect(page.getByTestId('bound-phone')).toHaveText(`${second.slice(0, 3)}****${second.slice(-4)}`);

  await page.getByRole('button', { name: tr('解绑', 'Unbind') }).click();
  await page
    .getByTestId('confirm-sheet')
    .getByRole('button', { name: tr('解绑', 'Unbind') })
    .click();
  await expectNotice(page, tr('已解绑手机', 'Phone unbound'));
  await expect(page.getByLabel(tr('手机号', 'Mobile number'), { exact: true })).toBeVisible();
});

test('a photo is cropped square on the phone, uploaded and shown as the avatar; a bad file changes nothing', async ({
  page,
  tr,
}) => {
  await page.goto('/settings/profile');
  await waitForToken(page);
  const input = page.locator('input[type=file]');
  await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(toast(page)).toHaveText(
    tr(
      '无法读取这张图片，请选择 JPEG、PNG 或 WebP 图片',
      'This image cannot be read: please choose a JPEG, PNG or WebP image',
    ),
  );
  await expect(page.getByTestId('avatar-cropper')).toHaveCount(0);

  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
  await input.setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
  const cropper = page.getByTestId('avatar-cropper');
  await expect(cropper).toBeVisible();
  await cropper.getByRole('slider').fill('2');
  await cropper.getByRole('button', { name: tr('使用此照片', 'Use this photo') }).click();
  await expectNotice(page, tr('头像已更新', 'Avatar updated'));
  await expect(cropper).toHaveCount(0);
  const preview = page.getByRole('img', { name: tr('当前头像', 'Current avatar') });
  await expect(preview).toHaveAttribute('src', /\/media\/avatars\/[0-9a-f]{16}-256\.webp$/);
  const src = await preview.getAttribute('src');

  await page.goto('/personal');
  await expect(page.locator(`img[src="${src}"]`)).toBeVisible();
  expect(await page.locator(`img[src="${src}"]`).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
});

test('退出其他设备 logs out every other device; the voucher screen regenerates the certificate', async ({
  page,
  browser,
  tr,
  lang,
}) => {
  const email = unique(lang, 'others');
  await register(page, tr, email, 'Others');

  const other = await otherDevice(browser, lang);
  await other.goto('/login');
  await waitForToken(other);
  await other.getByLabel(tr('邮箱', 'Email'), { exact: true }).fill(email);
  await other.getByLabel(tr('密码', 'Password'), { exact: true }).fill('secret-123');
  await other.getByRole('button', { name: tr('登录', 'Log in'), exact: true }).click();
  await expect(other.getByTestId('nickname')).toHaveText('Others');

  await page.goto('/settings');
  await page.getByRole('button', { name: tr('退出其他设备', 'Log out other devices') }).click();
  await page
    .getByTestId('confirm-sheet')
    .getByRole('button', { name: tr('全部退出', 'Log them out') })
    .click();
  await expectNotice(page, tr('已退出 1 台其他设备', 'Other devices logged out: 1'));

  await other.reload();
  await expect(other.getByTestId('nickname')).toHaveText(/^(游客|Guest)\d+/);
  await other.context().close();

  await page.goto('/personal/voucher');
  const certificate = page.getByTestId('certificate');
  await expect(certificate).toHaveText(/^([0-9A-F]{4}-){7}[0-9A-F]{4}$/);
  const before = await certificate.textContent();
  await page.getByRole('button', { name: tr('重新生成', 'Regenerate') }).click();
  await page
    .getByTestId('confirm-sheet')
    .getByRole('button', { name: tr('重新生成', 'Regenerate') })
    .click();
  await expectNotice(page, tr('已生成新凭证，旧凭证已失效', 'New credential generated; the old one no longer works'));
  await expect(certificate).not.toHaveText(before ?? '');
  await expect(certificate).toHaveText(/^([0-9A-F]{4}-){7}[0-9A-F]{4}$/);
});

test('a first visit straight to 账号凭证 shows the certificate, with no 登录已过期 on the way', async ({
  page,
  tr,
}) => {
  // A slow network: the guest login answers only once the screen is up.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api2/autoCreateAndLogin.html', async (route) => {
    await held;
    await route.continue();
  });
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api2/accountCertificate.html')) answers.push(response.status());
  });
  await page.goto('/personal/voucher');
  await expect(page.getByRole('button', { name: tr('重新生成', 'Regenerate') })).toBeVisible();
  release();

  await expect(page.getByTestId('certificate')).toHaveText(/^([0-9A-F]{4}-){7}[0-9A-F]{4}$/);
  // The certificate was asked for once the guest existed: nothing expired, nothing to say.
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.filter((status) => status !== 200)).toEqual([]);
  await expect(toast(page)).toHaveCount(0);
});

test('the certificate of an account with an email is refused with the server’s reason', async ({
  page,
  browser,
  tr,
  lang,
}) => {
  await register(page, tr, unique(lang, 'bound'), 'Bound');
  await page.goto('/personal/voucher');
  const certificate = (await page.getByTestId('certificate').textContent()) ?? '';
  expect(certificate).toMatch(/^([0-9A-F]{4}-){7}[0-9A-F]{4}$/);

  const other = await otherDevice(browser, lang);
  await other.goto('/settings/retrieve');
  await waitForToken(other);
  await other.getByText(tr('账号凭证', 'Account credential'), { exact: true }).click();
  await other.getByRole('textbox', { name: tr('账号凭证', 'Account credential') }).fill(certificate);
  await other.getByRole('button', { name: tr('找回账号', 'Recover account') }).click();
  // A 403 with the server's own words shows them (the catalogue's 无权限访问 is for a bare 403).
  await expect(toast(other)).toHaveText(
    tr('该账号已绑定邮箱，请用邮箱找回', 'This account has a bound email: recover it by email'),
  );
  await other.context().close();
});

test('a nickname or a password saved on a screen opened directly goes to 设置, never out of the app', async ({
  page,
  context,
  tr,
  lang,
}) => {
  await register(page, tr, unique(lang, 'direct'), 'Direct', 'secret-123');
  // A tab of its own (a shared link, a bookmark): the app has no entry there to go back to.
  const nickname = await context.newPage();
  await nickname.goto('/settings/nickname');
  await nickname.getByTestId('nickname-input').fill('Renamed');
  await nickname.getByRole('button', { name: tr('保存', 'Save') }).click();
  await expect(nickname).toHaveURL(/\/settings$/);
  await expect(nickname.getByRole('link', { name: new RegExp(tr('昵称', 'Nickname')) })).toContainText('Renamed');
  await nickname.close();

  const password = await context.newPage();
  await password.goto('/settings/update_password');
  await password.getByLabel(tr('原密码', 'Current password'), { exact: true }).fill('secret-123');
  await password.getByLabel(tr('新密码', 'New password'), { exact: true }).fill('secret-456');
  await password.getByLabel(tr('确认新密码', 'Confirm new password'), { exact: true }).fill('secret-456');
  await password.getByRole('button', { name: tr('确认修改', 'Confirm change') }).click();
  await expect(password).toHaveURL(/\/settings$/);
});
