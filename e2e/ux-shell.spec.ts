import { type Locator, expect, type Page, test } from '@playwright/test';
import { alarmDetail, alarmRow, openDashboard, raiseAlarm } from './alarm-support.ts';
import { loginAs } from './support/operator.ts';
import { startOwnServer } from './support/own-server.ts';

/** Issue 10, the shell: connection state, layout, leaving groups, labels, inactivity and the polish list. */

/** These tests go offline on purpose: the connection-lost modal is answered whenever it shows. */
async function answerConnectionLost(page: Page): Promise<void> {
  const modal = page.getByRole('alertdialog', { name: 'Connection lost' });
  await page.addLocatorHandler(modal, async () => {
    await modal.getByRole('button', { name: 'OK' }).click();
  });
}

/** Nothing of the page lies below the window: the page itself never scrolls. */
async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
}

/**
 * Texts that overprint each other inside the regions: in every grid (label | value rows, log lines), the text of
 * one cell must not cross the text of another. Measured on the glyph boxes (a Range's client rects), not the cells.
 */
async function overlappingTexts(regions: Locator): Promise<string[]> {
  return regions.evaluateAll((roots) => {
    const textBoxes = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
    };
    const cross = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const found: string[] = [];
    for (const root of roots) {
      for (const grid of root.querySelectorAll('*')) {
        if (getComputedStyle(grid).display !== 'grid') continue;
        const cells = [...grid.children].filter((cell) => (cell.textContent ?? '').trim() !== '');
        for (let i = 0; i < cells.length; i += 1) {
          for (let j = i + 1; j < cells.length; j += 1) {
            const [a, b] = [cells[i]!, cells[j]!];
            if (textBoxes(a).some((boxA) => textBoxes(b).some((boxB) => cross(boxA, boxB)))) found.push(`${a.textContent} | ${b.textContent}`);
          }
        }
      }
    }
    return found;
  });
}

/**
 * Controls whose visible label runs over more than one line (a wrapped header button or tab): text boxes that do
 * not share a line with the first one. Visually hidden text (1 px boxes) is left out.
 */
async function wrappedLabels(controls: Locator): Promise<string[]> {
  return controls.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const boxes: DOMRect[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement?.getBoundingClientRect();
          if (!parent || parent.width <= 1 || parent.height <= 1 || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          boxes.push(...[...range.getClientRects()].filter((box) => box.width > 0));
        }
        const [first] = boxes;
        return first !== undefined && boxes.some((box) => box.top >= first.bottom - 2 || box.bottom <= first.top + 2);
      })
      .map((element) => element.textContent ?? ''),
  );
}

test.describe('issue 10: the shell', () => {
  test('ux #7: a server outage says at once that alarms are not arriving, recovers by itself and is summarised in one entry', async ({ browser }) => {
    // Two starts of a server of its own.
    test.setTimeout(120_000);
    const server = await startOwnServer(Number(process.env.E2E_PORT ?? 4917) + 1000);
    try {
      const context = await browser.newContext({ baseURL: server.baseURL });
      const page = await context.newPage();
      await openDashboard(page, 'anna');
      const status = page.getByRole('button', { name: /Connection status/ });
      await expect(status).toHaveAttribute('data-indicator', 'green', { timeout: 15_000 });

      await server.stop();
      const banner = page.getByRole('alert').filter({ hasText: 'The server cannot be reached: new alarms are not arriving.' });
      await expect(banner).toBeVisible({ timeout: 10_000 });
      await expect(banner).toBeInViewport();
      await expect(status).toHaveAttribute('data-indicator', 'red');
      // Several polls fail meanwhile; none of them becomes an entry of its own.
      await page.waitForTimeout(6_000);

      await server.start();
      await expect(banner).toHaveCount(0, { timeout: 30_000 });
      await expect(status).toHaveAttribute('data-indicator', 'green', { timeout: 15_000 });
      await status.click();
      const popup = page.getByRole('dialog', { name: 'Connection status' });
      const errors = popup.getByRole('list', { name: 'Latest sync errors' }).getByRole('listitem');
      await expect(errors).toHaveCount(1);
      await expect(errors).toHaveText(/The server could not be reached from .+ to .+: no answer from the server\./);
      await context.close();
    } finally {
      await server.dispose();
    }
  });

  test('ux #8: the offline and "Waiting to send" banners stay in the window and never push the list out of it', async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await answerConnectionLost(page);
    const { text } = await raiseAlarm(request);
    await openDashboard(page, 'anna');
    await alarmRow(page, text).click();
    await expect(alarmDetail(page).getByText('Handled by: Anna Andersson (AA)')).toBeVisible({ timeout: 10_000 });

    await context.setOffline(true);
    await expect(page.getByText(/You are offline/)).toBeVisible({ timeout: 15_000 });
    const reason = alarmDetail(page).getByRole('combobox', { name: 'Reason' });
    await reason.click();
    await reason.press('ArrowDown');
    await reason.press('Enter');
    const waiting = alarmDetail(page).getByRole('status').filter({ hasText: /Waiting to send 1 change/ });
    await expect(waiting).toBeVisible();

    await expect(page.getByText(/You are offline/)).toBeInViewport({ ratio: 1 });
    await expect(waiting).toBeInViewport({ ratio: 1 });
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    const list = await page.getByRole('region', { name: 'Alarm list' }).boundingBox();
    expect(list && list.y + list.height).toBeLessThanOrEqual(768);
    await context.setOffline(false);
    await context.close();
  });

  for (const language of ['en-GB', 'sv-SE', 'nb-NO', 'fi-FI']) {
    test(`ux #17: labels wrap and never overprint their values in ${language}`, async ({ browser, request }) => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const { text } = await raiseAlarm(request, { UserId: 1 });
      await openDashboard(page, 'anna');
      await alarmRow(page, text).click();
      await expect(alarmDetail(page).getByText('Handled by: Anna Andersson (AA)')).toBeVisible({ timeout: 10_000 });
      await page.getByRole('banner').getByRole('combobox').selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const regions = page.getByRole('main').or(page.getByRole('complementary'));
      await expect(regions.getByRole('listitem').first()).toBeVisible();
      expect(await overlappingTexts(regions)).toEqual([]);
      await context.close();
    });
  }

  for (const width of [1920, 1366]) {
    test(`ux #20: user search results show Locate and Request information whole at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await loginAs(page, 'anna');
      await page.goto('/#/dashboard/users/search');
      await page.getByRole('searchbox', { name: 'Search' }).fill('son');
      const results = page.getByRole('table', { name: 'Search results' });
      const main = await page.getByRole('main').boundingBox();
      const locate = results.getByRole('button', { name: /^Locate / }).first();
      const request = results.getByRole('button', { name: /^Request information about / }).first();
      for (const button of [locate, request]) {
        await expect(button).toBeVisible();
        const box = await button.boundingBox();
        expect(box && main && box.x + box.width).toBeLessThanOrEqual((main?.x ?? 0) + (main?.width ?? 0));
        expect(box && main && box.x).toBeGreaterThanOrEqual(main?.x ?? 0);
      }
      await context.close();
    });
  }

  test('ux polish: header and tab labels stay on one line at 1366 and 1024 px, in English and Finnish', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await openDashboard(page, 'anna');
    for (const language of ['en-GB', 'fi-FI']) {
      await page.getByRole('banner').getByRole('combobox').selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      for (const width of [1366, 1024]) {
        await page.setViewportSize({ width, height: 768 });
        await expect(page.getByRole('tab').first()).toBeVisible();
        const header = page.getByRole('banner');
        const controls = header.getByRole('button').or(header.getByRole('paragraph')).or(page.getByRole('tab'));
        expect(await wrappedLabels(controls), `${language} at ${width} px`).toEqual([]);
        const box = await header.boundingBox();
        expect(box?.height, `${language} at ${width} px: the header is one row`).toBeLessThan(60);
        // Nothing is cut off instead: every tab lies inside its tab list.
        for (const tablist of await page.getByRole('tablist').all()) {
          const list = await tablist.boundingBox();
          for (const tab of await tablist.getByRole('tab').all()) {
            const tabBox = await tab.boundingBox();
            expect(tabBox && list && tabBox.x >= list.x - 1 && tabBox.x + tabBox.width <= list.x + list.width + 1, `${language} at ${width} px: ${await tab.textContent()}`).toBe(true);
          }
        }
      }
      await page.setViewportSize({ width: 1366, height: 768 });
    }
    await context.close();
  });
});

test.describe('issue 10 polish: a Finnish browser', () => {
  test.use({ locale: 'fi-FI' });

  test('ux polish: before any choice the login page speaks the browser language, the page title too', async ({ page }) => {
    await page.goto('/#/login');
    await expect(page.getByLabel('Käyttäjätunnus')).toBeVisible();
    await expect(page).toHaveTitle('ARC-päivystäjäkonsoli');
    await expect(page.getByRole('combobox', { name: 'Kieli' }).getByRole('option', { name: 'Suomi' })).toHaveCount(1);
  });
});
