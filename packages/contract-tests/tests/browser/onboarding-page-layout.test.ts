import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { components } from '@cambio/client';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { businessUser, individualUser } from '../../src/harness/fixtures.ts';
import { resolveHttpTarget } from '../../src/harness/http-server.ts';
import { sandboxOnly } from '../../src/harness/sandbox-only.ts';
import type { Target } from '../../src/harness/target.ts';
import { newTenant, type Tenant } from '../../src/harness/tenant.ts';
import { launchChromium, pageWaitMs } from './chromium.ts';

type CreateUserRequest = components['schemas']['CreateUserRequest'];
type Status = components['schemas']['OnboardingStatus'];

// The hosted verification page on a phone and on a desktop: no sideways scrolling, a card clear of the
// edges, statuses told apart by words (colour and icon only add to them), buttons big enough to tap.
// Screenshots go to ARTIFACTS_DIR (or a folder of the system's temp dir) for a person to look at.
const artifacts = process.env.ARTIFACTS_DIR ?? join(tmpdir(), 'cambio-artifacts', 'onboarding-page');
const viewports = {
  phone: { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { width: 1280, height: 800, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
} as const;

let target: Target;
let browser: Browser;
let tenant: Tenant;
const links = new Map<Status, string>();

/** A user of the tenant in `status`, reached the way a client does: the link, then sandbox verification steps. */
async function linkInStatus(body: CreateUserRequest, steps: ('approved' | 'review' | 'failed')[]) {
  const created = await tenant.client().POST('/api/users', { body });
  const id = created.data?.userId ?? '';
  const link = await tenant.client().GET('/api/users/{id}/link', { params: { path: { id } } });
  for (const outcome of steps) {
    const step = await tenant.client().POST('/api/sandbox/users/{id}/verification', {
      params: { path: { id } },
      body: { outcome },
    });
    expect(step.response.status, JSON.stringify(step.error)).toBe(200);
  }
  return link.data?.onboardingLink ?? '';
}

// A long business name: the page has to wrap it, not scroll sideways.
const longBusiness = {
  ...businessUser('MX'),
  businessName: 'Comercializadora Internacional de Productos Agroindustriales del Norte S.A. de C.V.',
};

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  [target, browser] = await Promise.all([resolveHttpTarget(), launchChromium()]);
  tenant = await newTenant(target);
  links.set('started', await linkInStatus(individualUser('MX'), []));
  links.set('legalRepresentativeApproved', await linkInStatus(longBusiness, ['approved']));
  links.set('review', await linkInStatus(individualUser('PE'), ['review']));
  links.set('approved', await linkInStatus(individualUser('CO'), ['approved']));
  links.set('failed', await linkInStatus(individualUser('MX'), ['failed']));
  links.set('legalRepresentativeFailed', await linkInStatus(businessUser('PE'), ['failed']));
});

afterAll(async () => {
  await browser?.close();
  await target?.close?.();
});

/** What the layout checks read from the page, measured in CSS pixels. */
type Measured = {
  scrollWidth: number;
  innerWidth: number;
  card: { left: number; right: number; top: number; width: number };
  label: string;
  statusCode: string;
  statusBackground: string;
  labelColor: string;
  bodyFontSize: number;
  smallestTextSize: number;
  buttons: { name: string; width: number; height: number; left: number; right: number; clipped: boolean }[];
};

function measure(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
    const card = box('.card');
    const status = document.querySelector('.status');
    const label = document.querySelector('#status-label');
    const texts = [
      ...document.querySelectorAll('header span, main p, main h1, main h2, main button, main code, footer'),
    ];
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      card: { left: card?.left ?? 0, right: card?.right ?? 0, top: card?.top ?? 0, width: card?.width ?? 0 },
      label: label?.textContent?.trim() ?? '',
      statusCode: document.querySelector('#status')?.textContent ?? '',
      statusBackground: status ? getComputedStyle(status).backgroundColor : '',
      labelColor: label ? getComputedStyle(label).color : '',
      bodyFontSize: Number.parseFloat(getComputedStyle(document.body).fontSize),
      smallestTextSize: Math.min(...texts.map((node) => Number.parseFloat(getComputedStyle(node).fontSize))),
      buttons: [...document.querySelectorAll('button')].map((button) => {
        const rect = button.getBoundingClientRect();
        return {
          name: button.textContent?.trim() ?? '',
          width: rect.width,
          height: rect.height,
          left: rect.left,
          right: rect.right,
          clipped: button.scrollWidth > button.clientWidth,
        };
      }),
    };
  });
}

// Sandbox only: the hosted verification page (the sandbox's walk brings each user to its status).
sandboxOnly.describe.each(Object.entries(viewports))(
  'hosted verification page on a %s',
  (device, viewport) => {
    let context: BrowserContext;
    const shown = new Map<Status, Measured>();

    beforeAll(async () => {
      const { width, height, ...emulation } = viewport;
      context = await browser.newContext({ viewport: { width, height }, ...emulation });
      context.setDefaultTimeout(pageWaitMs);
      for (const [status, link] of links) {
        const page = await context.newPage();
        const response = await page.goto(link);
        expect(response?.status(), status).toBe(200);
        await page.screenshot({ path: join(artifacts, `${device}-${status}.png`), fullPage: true });
        shown.set(status, await measure(page));
        await page.close();
      }
    });

    afterAll(() => context?.close());

    it('never scrolls sideways and keeps the card clear of the edges', () => {
      for (const [status, measured] of shown) {
        expect(measured.scrollWidth, status).toBeLessThanOrEqual(measured.innerWidth);
        expect(measured.card.left, status).toBeGreaterThanOrEqual(12);
        expect(measured.innerWidth - measured.card.right, status).toBeGreaterThanOrEqual(12);
        // Centred, at a readable measure, on a wide screen.
        if (device === 'desktop') {
          expect(measured.card.width, status).toBeLessThanOrEqual(720);
          expect(
            Math.abs(measured.card.left - (measured.innerWidth - measured.card.right)),
            status,
          ).toBeLessThan(2);
        }
      }
    });

    it('uses readable type', () => {
      for (const [status, measured] of shown) {
        expect(measured.bodyFontSize, status).toBeGreaterThanOrEqual(16);
        expect(measured.smallestTextSize, status).toBeGreaterThanOrEqual(14);
      }
    });

    it('names each status in words of its own, with the API value beside it, and colours outcomes apart', () => {
      const labels = [...shown].map(([status, measured]) => [status, measured.label] as const);
      expect(Object.fromEntries(labels)).toEqual({
        started: 'In progress',
        legalRepresentativeApproved: 'Representative approved',
        review: 'In review',
        approved: 'Approved',
        failed: 'Not approved',
        legalRepresentativeFailed: 'Representative not approved',
      });
      for (const [status, measured] of shown) expect(measured.statusCode).toBe(status);
      // Open, waiting, passed and refused each have a colour of their own (on top of the words).
      const tones = (['started', 'review', 'approved', 'failed'] as const).map(
        (status) => `${shown.get(status)?.statusBackground} ${shown.get(status)?.labelColor}`,
      );
      expect(new Set(tones).size).toBe(4);
    });

    it('offers the sandbox outcomes as buttons big enough to tap, whole, inside the card', () => {
      for (const status of ['started', 'review', 'legalRepresentativeApproved'] as const) {
        const measured = shown.get(status);
        expect(
          measured?.buttons.map((button) => button.name),
          status,
        ).toEqual(['Approve', 'Send to review', 'Fail']);
        for (const button of measured?.buttons ?? []) {
          // At least a thumb's height, and its label on one line.
          expect(button.height, `${status} ${button.name}`).toBeGreaterThanOrEqual(44);
          expect(button.height, `${status} ${button.name}`).toBeLessThan(60);
          expect(button.clipped, `${status} ${button.name}`).toBe(false);
          expect(button.left).toBeGreaterThan(measured?.card.left ?? 0);
          expect(button.right).toBeLessThan(measured?.card.right ?? 0);
        }
      }
      for (const status of ['approved', 'failed', 'legalRepresentativeFailed'] as const) {
        expect(shown.get(status)?.buttons, status).toEqual([]);
      }
    });

    it('shows an unknown link as a page of the product, not a bare error', async () => {
      const page = await context.newPage();
      const response = await page.goto(`${target.baseUrl}/onboarding/ot_doesnotexist`);
      expect(response?.status()).toBe(404);
      await page.screenshot({ path: join(artifacts, `${device}-not-found.png`), fullPage: true });
      const measured = await measure(page);
      expect(measured.scrollWidth).toBeLessThanOrEqual(measured.innerWidth);
      expect(measured.card.left).toBeGreaterThanOrEqual(12);
      expect(await page.locator('h1').textContent()).toContain('not valid');
      await page.close();
    });
  },
);

// Sandbox only: the hosted verification page.
sandboxOnly.describe('hosted verification page headers', () => {
  it('keeps a strict CSP under which its own styles still apply', async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (entry) => {
      if (entry.text().includes('Content Security Policy')) violations.push(entry.text());
    });
    const response = await page.goto(links.get('started') ?? '');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/style-src 'nonce-[^']+'/);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    // The card's rounded corners come from the inline stylesheet: it was allowed.
    expect(await page.locator('.card').evaluate((card) => getComputedStyle(card).borderTopLeftRadius)).toBe(
      '16px',
    );
    expect(violations).toEqual([]);
    await page.close();
  });
});
