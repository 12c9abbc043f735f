/**
 * The hosted verification page's stylesheet: mobile first (a card 16 px from the edges, buttons stacked
 * at full width), roomier from 640 px. Sent inline with the CSP nonce, so the page needs no other request.
 */
export const onboardingStyles = `
:root {
  color-scheme: light;
  --ink: #111827; --muted: #4b5563; --line: #e5e7eb; --page: #f3f4f6; --card: #ffffff;
  --brand: #0f766e; --brand-ink: #ffffff; --focus: #2563eb;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0; min-height: 100vh; display: flex; flex-direction: column;
  font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: var(--ink); background: var(--page);
}
.shell { width: 100%; max-width: 40rem; margin: 0 auto; padding: 0 1rem; }
.topbar .shell { display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding-top: 1.25rem; padding-bottom: 1.25rem; }
.brand { display: inline-flex; align-items: center; gap: .5rem; font-weight: 700; font-size: 1.125rem; letter-spacing: -.01em; }
.brand-mark { display: inline-grid; place-items: center; width: 2rem; height: 2rem; border-radius: .5rem; background: var(--brand); color: var(--brand-ink); font-size: 1rem; }
.mode { font-size: .875rem; font-weight: 600; padding: .2rem .65rem; border-radius: 999px; border: 1px solid #d1d5db; color: var(--muted); background: var(--card); }
main { flex: 1; }
.card {
  background: var(--card); border: 1px solid var(--line); border-radius: 1rem; padding: 1.5rem 1.25rem;
  box-shadow: 0 1px 2px rgba(17, 24, 39, .05), 0 12px 32px rgba(17, 24, 39, .06);
}
.eyebrow { margin: 0; font-size: .875rem; font-weight: 600; color: var(--brand); text-transform: uppercase; letter-spacing: .06em; }
h1 { margin: .35rem 0 .25rem; font-size: 1.625rem; line-height: 1.25; letter-spacing: -.015em; overflow-wrap: anywhere; }
h2 { margin: 0 0 .35rem; font-size: 1.0625rem; line-height: 1.35; }
p { margin: 0; }
.meta { color: var(--muted); overflow-wrap: anywhere; }
.status { margin-top: 1.5rem; padding: 1rem 1.125rem; border-radius: .75rem; border: 1px solid; }
.badge { display: flex; align-items: center; gap: .5rem; font-weight: 700; font-size: 1.125rem; line-height: 1.3; }
.badge svg { flex: none; width: 1.5rem; height: 1.5rem; }
.status .detail { margin-top: .35rem; }
.code { margin-top: .75rem; font-size: .875rem; color: var(--muted); }
.code code { font: .875rem/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; padding: .1rem .35rem; border-radius: .35rem; background: rgba(17, 24, 39, .06); color: var(--ink); overflow-wrap: anywhere; }
.tone-neutral { background: #f9fafb; border-color: #d1d5db; } .tone-neutral .badge { color: #374151; }
.tone-progress { background: #eff6ff; border-color: #bfdbfe; } .tone-progress .badge { color: #1d4ed8; }
.tone-attention { background: #fffbeb; border-color: #fcd34d; } .tone-attention .badge { color: #92400e; }
.tone-success { background: #ecfdf5; border-color: #6ee7b7; } .tone-success .badge { color: #047857; }
.tone-danger { background: #fef2f2; border-color: #fca5a5; } .tone-danger .badge { color: #b91c1c; }
.panel { margin-top: 1.5rem; padding-top: 1.5rem; border-top: 1px solid var(--line); }
.panel p { color: var(--muted); }
.actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1rem; }
.button {
  flex: 1 1 10rem; min-height: 3rem; padding: .75rem 1rem; white-space: nowrap; border-radius: .625rem; border: 1px solid;
  font-family: inherit; font-size: 1rem; font-weight: 600; line-height: 1.2; cursor: pointer; transition: background-color .15s, border-color .15s;
}
.button:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.button-approve { background: #047857; border-color: #047857; color: #ffffff; }
.button-approve:hover { background: #065f46; }
.button-review { background: var(--card); border-color: #9ca3af; color: var(--ink); }
.button-review:hover { background: #f3f4f6; }
.button-fail { background: var(--card); border-color: #dc2626; color: #b91c1c; }
.button-fail:hover { background: #fef2f2; }
.footer { padding-top: 1.5rem; padding-bottom: 2rem; font-size: .875rem; color: var(--muted); text-align: center; }
@media (min-width: 640px) {
  .topbar .shell { padding-top: 2.5rem; padding-bottom: 1.5rem; }
  .card { padding: 2.25rem 2.5rem; }
  h1 { font-size: 2rem; }
}
`;
