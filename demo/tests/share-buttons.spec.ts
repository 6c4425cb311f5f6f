import { expect, seriousViolations, test, widgetsReady } from './fixtures.ts';

const TITLE = 'Coups de cœur de l’atelier';

test.describe('share buttons (spec §9.4)', () => {
  test('each link shares the canonical address and title, named in French; a press opens a sized window; print prints', async ({ page, context, baseURL }) => {
    // The networks are not reachable from the test machine: their share pages are stood in for.
    const opened: string[] = [];
    await context.route(/^https:\/\/(www\.facebook\.com|x\.com)\//, async (route) => {
      opened.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<title>Partage</title>' });
    });
    // A visitor arriving from a campaign, on an anchor: neither is part of the address shared.
    await page.goto('/widgets-demo/?utm_source=lettre&fbclid=abc#atelier-title');
    await widgetsReady(page, ['fk-share-buttons']);
    const canonical = new URL('/widgets-demo/', baseURL).href;
    const share = page.getByRole('group', { name: 'Partager cette page' });

    const facebook = share.getByRole('link', { name: 'Partager sur Facebook' });
    await expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(canonical)}`);
    const x = share.getByRole('link', { name: 'Partager sur X' });
    const xUrl = new URL((await x.getAttribute('href'))!);
    expect([xUrl.origin, xUrl.searchParams.get('text'), xUrl.searchParams.get('url')]).toEqual(['https://x.com', TITLE, canonical]);
    const pinterest = new URL((await share.getByRole('link', { name: 'Partager sur Pinterest' }).getAttribute('href'))!);
    expect(pinterest.searchParams.get('media')).toMatch(new RegExp(`^${baseURL}/assets/img/.+\\.svg$`));
    await expect(share.getByRole('link', { name: 'Partager par e-mail' })).toHaveAttribute(
      'href',
      `mailto:?subject=${encodeURIComponent(TITLE)}&body=${encodeURIComponent(canonical)}`,
    );
    const print = share.getByRole('button', { name: 'Imprimer la page' });
    await expect(print).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Facebook in its own 600 × 480 window over the shop, which stays where it was.
    const [popup] = await Promise.all([page.waitForEvent('popup'), facebook.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(canonical)}`);
    expect(await popup.evaluate(() => [innerWidth, innerHeight])).toEqual([600, 480]);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
    expect(new URL(page.url()).pathname).toBe('/widgets-demo/');

    // Print asks the browser to print (its dialog stood in for by a counter).
    await page.evaluate(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => {
        w.printed += 1;
      };
    });
    await print.click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    expect(opened).toHaveLength(1);
  });

  test('on a phone a network opens in a new tab through its link, without a popup window', async ({ page, context }) => {
    await context.route(/^https:\/\/x\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Partage</title>' }));
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/widgets-demo/');
    await widgetsReady(page, ['fk-share-buttons']);
    await page.evaluate(() => {
      const w = window as unknown as { popups: number };
      w.popups = 0;
      const open = window.open.bind(window);
      window.open = (...args) => {
        w.popups += 1;
        return open(...args);
      };
    });
    const [tab] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Partager sur X' }).click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).origin).toBe('https://x.com');
    expect(await page.evaluate(() => (window as unknown as { popups: number }).popups)).toBe(0);
  });
});
