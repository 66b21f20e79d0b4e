import { expect, test, toast, waitForToken } from './fixtures';

test('a token the server no longer knows recovers by guest login, silently', async ({ page, tr }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('access_token', 'f'.repeat(32));
    }
  });
  const answers: number[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('/api2/userInfo.html')) answers.push((await r.json()).code);
  });
  await page.goto('/personal');
  await expect(page.getByTestId('nickname')).toHaveText(/^(游客|Guest)\d+/);
  const token = await waitForToken(page);
  expect(token).not.toBe('f'.repeat(32));
  // The screen may show the new guest (from the login's answer) before userInfo's second answer is read.
  await expect.poll(() => answers).toEqual([100, 200]);
  await expect(toast(page)).toHaveCount(0);
  expect(tr('', '')).toBe('');
});

test('a refusal of the old token that comes after the new guest’s login is asked again, and the new guest stays', async ({
  page,
  tr,
}) => {
  const old = 'f'.repeat(32);
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('access_token', token);
    }
  }, old);
  let logins = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api2/autoCreateAndLogin.html')) logins++;
  });
  // The favourites sent with the old token are refused only once the new guest is stored, as on a slow network.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api2/favoriteList.html', async (route) => {
    const response = await route.fetch();
    if (route.request().postDataJSON()?.access_token === old) {
      expect(response.status()).toBe(401);
      await released;
    }
    await route.fulfill({ response });
  });
  await page.goto('/collection');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toMatch(/^(?!f{32}$)./);
  const guest = await waitForToken(page);
  release();
  await expect(page.getByText(tr('还没有收藏', 'No favourites yet'))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(guest);
  expect(logins).toBe(1);
  await expect(toast(page)).toHaveCount(0);
});

test('two tabs opened together create one guest, not two', async ({ context }) => {
  const created: string[] = [];
  context.on('request', (r) => r.url().endsWith('/api2/autoCreateAndLogin.html') && created.push(r.url()));
  const [a, b] = await Promise.all([context.newPage(), context.newPage()]);
  await Promise.all([a.goto('/'), b.goto('/')]);
  const [ta, tb] = await Promise.all([waitForToken(a), waitForToken(b)]);
  expect(ta).toBe(tb);
  expect(created).toHaveLength(1);
});

test('an invite code in the address is kept for 7 days', async ({ page }) => {
  await page.goto('/?invite_code=ABCDEF');
  await waitForToken(page);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('invite_code') ?? 'null'));
  expect(stored.value).toBe('ABCDEF');
  const days = (stored.expires - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.99);
  expect(days).toBeLessThanOrEqual(7);
  expect(await page.evaluate(() => document.cookie)).toContain('invite_code=ABCDEF');
  // A second code does not replace the first.
  await page.goto('/?invite_code=ZZZZZZ');
  await waitForToken(page);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('invite_code') ?? '{}').value)).toBe('ABCDEF');
});

test('?uuid marks the app wrapper, uses its token and hands new tokens to the bridge', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { sent: string[] }).sent = [];
    (window as unknown as { ManyueNative: unknown }).ManyueNative = {
      postMessage: (m: string) => (window as unknown as { sent: string[] }).sent.push(m),
    };
  });
  await page.goto(`/personal?uuid=${'0'.repeat(32)}`);
  await expect(page.getByTestId('nickname')).toHaveText(/^(游客|Guest)\d+/);
  expect(await page.evaluate(() => localStorage.getItem('isApp'))).toBe('1');
  expect(page.url()).not.toContain('uuid=');
  const token = await waitForToken(page);
  const sent = await page.evaluate(() => (window as unknown as { sent: string[] }).sent.map((m) => JSON.parse(m)));
  expect(sent.at(-1)).toEqual({ type: 'token', token });
});

test('logout resets the local state and continues as a new guest', async ({ page, tr }) => {
  await page.goto('/settings');
  const first = await waitForToken(page);
  await page.getByRole('button', { name: tr('退出登录', 'Log out'), exact: true }).click();
  await expect(page).toHaveURL(/\/personal$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).not.toBe(first);
  await expect(page.getByTestId('nickname')).toHaveText(/^(游客|Guest)\d+/);
});
