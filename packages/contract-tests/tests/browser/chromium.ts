import { type Browser, chromium, type Page } from 'playwright-core';

// Without these flags Chromium's background connections (updates, sync, QUIC probes) fail on a closed network.
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args });
}

/**
 * How long a page's waits last before a missing element fails the test: long enough that a loaded machine
 * (both cores busy with the rest of the suite) never trips it, short of the test's own hang budget.
 */
export const pageWaitMs = 120_000;

export async function newPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  page.setDefaultTimeout(pageWaitMs);
  return page;
}
