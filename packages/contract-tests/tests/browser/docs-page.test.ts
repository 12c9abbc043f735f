import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveHttpTarget } from '../../src/harness/http-server.ts';
import type { Target } from '../../src/harness/target.ts';
import { launchChromium, newPage } from './chromium.ts';

let target: Target;
let browser: Browser;

beforeAll(async () => {
  [target, browser] = await Promise.all([resolveHttpTarget(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await target?.close?.();
});

describe('/docs API reference (Chromium, offline)', () => {
  it('renders the operations from assets the server serves itself', async () => {
    const origin = new URL(target.baseUrl).origin;
    const requested: string[] = [];
    const blocked: string[] = [];
    const page = await newPage(browser);
    // Every request passes through here; anything not for the server is refused and remembered.
    await page.route('**/*', (route) => {
      const url = route.request().url();
      requested.push(url);
      if (new URL(url).origin === origin) return route.continue();
      blocked.push(url);
      return route.abort('blockedbyclient');
    });
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The page's Content-Security-Policy must let Swagger UI run: Chromium reports each refusal on the console.
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });

    const response = await page.goto(`${target.baseUrl}/docs`);
    expect(response?.status()).toBe(200);
    await page
      .locator('.opblock-summary-description', { hasText: /^List users$/ })
      .first()
      .waitFor();

    // What a reader does, under the same policy: open an operation (its examples highlighted) and the key dialog.
    await page
      .locator('.opblock-summary-description', { hasText: /^List users$/ })
      .first()
      .click();
    await page.locator('.opblock-body .highlight-code').first().waitFor();
    await page.locator('button.authorize').first().click();
    await page.locator('.modal-ux input').first().waitFor();

    expect(await page.locator('.info .title').textContent()).toContain('cambio API');
    expect(await page.title()).toBe('cambio API reference');
    expect(await page.locator('.opblock').count()).toBeGreaterThan(10);
    expect(blocked).toEqual([]);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    expect(refusals).toEqual([]);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // The document's sandbox markers are HTML comments: nothing of them shows.
    await page.locator('.info .description').first().waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/<!--|-->/);
    expect(requested).toEqual(
      expect.arrayContaining([`${origin}/docs/swagger-ui-bundle.js`, `${origin}/openapi.json`]),
    );
    await page.close();
  });
});
