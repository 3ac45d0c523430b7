import { type Locator, expect, type Page, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { LoginPage } from './page-models/login-page.ts';
import { Shell } from './page-models/shell.ts';
import { UserSearchPage } from './page-models/users-page.ts';
import { e2ePort } from './support/e2e-server.ts';
import { startOwnServer } from './support/own-server.ts';
import { raiseAlarm } from './support/test-data.ts';

// The service worker is part of what these tests prove (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** The shell: connection state, layout, leaving groups, labels, inactivity and the polish list. */

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

test.describe('the shell', () => {
  test('a server outage says at once that alarms are not arriving, recovers by itself and is summarised in one entry', async ({ browser }) => {
    // Two starts of a server of its own.
    test.setTimeout(120_000);
    const server = await startOwnServer(e2ePort() + 1000);
    try {
      const context = await browser.newContext({ baseURL: server.baseURL });
      const page = await context.newPage();
      await AlarmListPage.open(page, 'anna');
      const shell = new Shell(page);
      const status = shell.statusLight;
      await expect(status).toHaveAttribute('data-indicator', 'green', { timeout: 15_000 });

      await server.stop();
      const banner = shell.serverUnreachableBanner;
      await expect(banner).toBeVisible({ timeout: 10_000 });
      await expect(banner).toBeInViewport();
      await expect(status).toHaveAttribute('data-indicator', 'red');
      // Several polls fail meanwhile; none of them becomes an entry of its own.
      await page.waitForTimeout(6_000);

      await server.start();
      await expect(banner).toHaveCount(0, { timeout: 30_000 });
      await expect(status).toHaveAttribute('data-indicator', 'green', { timeout: 15_000 });
      await shell.openConnectionStatus();
      const errors = shell.syncErrors;
      await expect(errors).toHaveCount(1);
      await expect(errors).toHaveText(/The server could not be reached from .+ to .+: no answer from the server\./);
      await context.close();
    } finally {
      await server.dispose();
    }
  });

  test('the offline and "Waiting to send" banners stay in the window and never push the list out of it', async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const shell = new Shell(page);
    await shell.answerConnectionLostWhenAsked();
    const { text } = await raiseAlarm(request);
    const dashboard = await AlarmListPage.open(page, 'anna');
    const alarm = await dashboard.openOwn(text, { timeout: 10_000 });

    await context.setOffline(true);
    await expect(shell.offlineBanner).toBeVisible({ timeout: 15_000 });
    await alarm.registerReason();
    const waiting = alarm.waitingNotice;
    await expect(waiting).toBeVisible();

    await expect(shell.offlineBanner).toBeInViewport({ ratio: 1 });
    await expect(waiting).toBeInViewport({ ratio: 1 });
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    const list = await dashboard.region.boundingBox();
    expect(list && list.y + list.height).toBeLessThanOrEqual(768);
    await context.setOffline(false);
    await context.close();
  });

  for (const language of ['en-GB', 'sv-SE', 'nb-NO', 'fi-FI']) {
    test(`labels wrap and never overprint their values in ${language}`, async ({ browser, request }) => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const { text } = await raiseAlarm(request, { UserId: 1 });
      await (await AlarmListPage.open(page, 'anna')).openOwn(text, { timeout: 10_000 });
      await new Shell(page).chooseLanguage(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const regions = page.getByRole('main').or(page.getByRole('complementary'));
      await expect(regions.getByRole('listitem').first()).toBeVisible();
      expect(await overlappingTexts(regions)).toEqual([]);
      await context.close();
    });
  }

  for (const width of [1920, 1366]) {
    test(`user search results show Locate and Request information whole at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await new LoginPage(page).logIn('anna');
      const search = new UserSearchPage(page);
      await search.goto();
      await search.search('son');
      const results = search.results;
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
    await AlarmListPage.open(page, 'anna');
    const shell = new Shell(page);
    for (const language of ['en-GB', 'fi-FI']) {
      await shell.chooseLanguage(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      for (const width of [1366, 1024]) {
        await page.setViewportSize({ width, height: 768 });
        await expect(page.getByRole('tab').first()).toBeVisible();
        const { header } = shell;
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

test.describe('polish: a Finnish browser', () => {
  test.use({ locale: 'fi-FI' });

  test('ux polish: before any choice the login page speaks the browser language, the page title too', async ({ page }) => {
    await new LoginPage(page).goto();
    await expect(page.getByLabel('Käyttäjätunnus')).toBeVisible();
    await expect(page).toHaveTitle('ARC-päivystäjäkonsoli');
    await expect(page.getByRole('combobox', { name: 'Kieli' }).getByRole('option', { name: 'Suomi' })).toHaveCount(1);
  });
});
