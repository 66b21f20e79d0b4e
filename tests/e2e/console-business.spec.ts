/**
 * The console's business pages (orders, prices and rewards, readers) open for an owner at a desk's
 * 1280×800 and on a phone, each with its heading and content; their screenshots are attached to
 * the report for a person to look at.
 */
import { CONSOLE_URL, newOperator } from './console-helpers';
import { expect, test } from './fixtures';

test.use({ baseURL: CONSOLE_URL });

for (const [device, viewport] of [
  ['desk', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport, isMobile: device === 'phone', hasTouch: device === 'phone' });

    test('an owner opens orders, prices and rewards, and readers', async ({ page, tr }, info) => {
      await newOperator(page, tr, 'owner');
      await expect(page).toHaveURL(/\/admin\/?$/);

      for (const [path, heading] of [
        ['/admin/orders', tr('订单', 'Orders')],
        ['/admin/prices', tr('价格与奖励', 'Prices & rewards')],
        ['/admin/readers', tr('读者', 'Readers')],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
        await expect(page.getByRole('table').or(page.getByRole('form')).first()).toBeVisible();
        await page.screenshot({ path: info.outputPath(`${path.split('/').pop()}-${device}.png`), fullPage: true });
      }
    });
  });
}
