import type { components } from '@cambio/client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { businessUser, individualUser, uniqueEmail } from '../../src/harness/fixtures.ts';
import { resolveHttpTarget } from '../../src/harness/http-server.ts';
import { sandboxOnly } from '../../src/harness/sandbox-only.ts';
import type { Target } from '../../src/harness/target.ts';
import { newTenant, type Tenant } from '../../src/harness/tenant.ts';
import { launchChromium, newPage } from './chromium.ts';

type CreateUserRequest = components['schemas']['CreateUserRequest'];
type Status = components['schemas']['OnboardingStatus'];

const country = 'PE';
let target: Target;
let browser: Browser;
let tenant: Tenant;

beforeAll(async () => {
  [target, browser] = await Promise.all([resolveHttpTarget(), launchChromium()]);
  tenant = await newTenant(target);
});

afterAll(async () => {
  await browser?.close();
  await target?.close?.();
});

/** Creates the user through the API and returns its id and the onboarding link the API hands out. */
async function userWithLink(body: CreateUserRequest): Promise<{ id: string; link: string }> {
  // The whole body is sent as it is: tenant.ts createUser merges individual defaults into it.
  const created = await tenant.client().POST('/api/users', { body });
  expect(created.response.status, JSON.stringify(created.error)).toBe(201);
  const id = created.data?.userId ?? '';
  const { data, response } = await tenant.client().GET('/api/users/{id}/link', { params: { path: { id } } });
  expect(response.status).toBe(200);
  const link = data?.onboardingLink ?? '';
  expect(new URL(link).pathname).toMatch(/^\/onboarding\/[^/]+$/);
  return { id, link };
}

async function apiStatus(id: string): Promise<Status | undefined> {
  const { data } = await tenant.client().GET('/api/users', { params: { query: { authId: id } } });
  return data?.[0]?.onboarding[country]?.status;
}

/** Waits until the page shows exactly `status` (the form posts, then the server redirects back). */
async function pageShows(page: Page, status: Status): Promise<void> {
  await page
    .locator('#status')
    .filter({ hasText: new RegExp(`^${status}$`) })
    .waitFor();
}

/** Clicks a sandbox outcome button and checks the page and the API agree on the new status. */
async function choose(page: Page, label: string, id: string, status: Status): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  await pageShows(page, status);
  expect(await apiStatus(id)).toBe(status);
}

// Sandbox only: the hosted verification page, whose buttons decide in the sandbox.
sandboxOnly.describe('hosted onboarding page (Chromium)', () => {
  it('shows an individual user as started and approves it', async () => {
    const body = individualUser(country);
    const { id, link } = await userWithLink(body);
    const page = await newPage(browser);
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    await page.getByText(`${body.firstName} ${body.lastName}`).waitFor();
    await pageShows(page, 'started');
    expect(await apiStatus(id)).toBe('started');

    await choose(page, 'Approve', id, 'approved');
    expect(await page.getByRole('button').count()).toBe(0);
    await page.close();
  });

  it('lets the buttons decide for a +review e-mail: review, then approved', async () => {
    const { id, link } = await userWithLink(individualUser(country, uniqueEmail('+review')));
    const page = await newPage(browser);
    await page.goto(link);
    await pageShows(page, 'started');
    await choose(page, 'Send to review', id, 'review');
    await choose(page, 'Approve', id, 'approved');
    await page.close();
  });

  it('takes a business user through the legal representative check, then approves it', async () => {
    const body = businessUser(country);
    const { id, link } = await userWithLink(body);
    const page = await newPage(browser);
    await page.goto(link);
    await page.getByText(body.businessName ?? '').waitFor();
    await pageShows(page, 'started');
    await choose(page, 'Approve', id, 'legalRepresentativeApproved');
    await choose(page, 'Approve', id, 'approved');
    await page.close();
  });

  it('answers an unknown token with a 404 page', async () => {
    const page = await newPage(browser);
    const response = await page.goto(`${target.baseUrl}/onboarding/ot_doesnotexist`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toContain('not valid');
    await page.close();
  });
});
