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

/** A page whose waits give up after 10 s, well inside a test's time, so a missing element fails clearly. */
export async function newPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}
