import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { Tone } from './onboarding-status.ts';
import { onboardingStyles } from './onboarding-styles.ts';

type Body = HtmlEscapedString | Promise<HtmlEscapedString>;

/** The frame of every hosted verification page: brand bar, one card, footer. `nonce` lets the CSP allow the styles. */
export function layout(options: { title: string; nonce: string | undefined; sandbox: boolean; body: Body }) {
  const { title, nonce, sandbox, body } = options;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title} · cambio</title>
<style nonce="${nonce ?? ''}">${raw(onboardingStyles)}</style>
</head>
<body>
<header class="topbar"><div class="shell">
<span class="brand"><span class="brand-mark" aria-hidden="true">c</span>cambio</span>
${sandbox ? html`<span class="mode">Sandbox</span>` : ''}
</div></header>
<main><div class="shell"><div class="card">${body}</div></div></main>
<footer class="footer"><div class="shell">${
    sandbox
      ? 'Sandbox mode: no real identity check runs; the buttons decide the outcome.'
      : 'Identity verification by cambio. Keep this link private.'
  }</div></footer>
</body>
</html>`;
}

// Each tone has an icon of its own shape (check, cross, clock, ring), drawn inline: the CSP loads nothing else.
const iconPaths: Record<Tone, string> = {
  success: '<circle cx="12" cy="12" r="10"/><path d="m7.5 12.5 3 3 6-6.5"/>',
  danger: '<circle cx="12" cy="12" r="10"/><path d="m8.5 8.5 7 7m0-7-7 7"/>',
  attention: '<circle cx="12" cy="12" r="10"/><path d="M12 7v5.5l3.5 2"/>',
  progress: '<circle cx="12" cy="12" r="10"/><path d="M12 2a10 10 0 0 1 0 20z" fill="currentColor"/>',
  neutral: '<circle cx="12" cy="12" r="10" stroke-dasharray="3 3"/>',
};

export function toneIcon(tone: Tone) {
  return raw(
    `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${iconPaths[tone]}</svg>`,
  );
}
