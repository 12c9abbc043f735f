import type { Context } from 'hono';
import { html } from 'hono/html';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { findOnboardingBySession } from '../db/onboardings-queries.ts';
import type { AppDeps } from '../deps.ts';
import {
  completeVerification,
  type Outcome,
  outcomes,
  verificationStep,
} from '../domain/onboarding/onboarding.ts';
import { onBrokerClock } from '../domain/sandbox/clock.ts';
import type { Profile } from '../domain/users/profile.ts';
import { ApiError } from '../errors.ts';
import type { App, AppEnv } from '../http/context.ts';
import { publicBase } from '../http/public-base.ts';
import { layout, toneIcon } from './onboarding-layout.ts';
import { countryName, statusView } from './onboarding-status.ts';

const buttons: Record<Outcome, { label: string; style: string }> = {
  approved: { label: 'Approve', style: 'button-approve' },
  review: { label: 'Send to review', style: 'button-review' },
  failed: { label: 'Fail', style: 'button-fail' },
};

// The page loads nothing but its own nonce'd styles, posts only to itself and cannot be framed (its buttons
// change a verification); the token in its URL never leaves in a Referer.
const pageHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    styleSrc: [NONCE],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  // The edge layer (http/edge.ts) sends it, over https only.
  strictTransportSecurity: false,
});

/**
 * The hosted verification page that the onboarding link points to. In sandbox mode a person can approve,
 * send to review or fail the verification; in production mode the page only shows the status.
 */
export function registerOnboardingPage(app: App, deps: AppDeps): void {
  const sandbox = deps.config.mode === 'sandbox';
  const page = (c: Context<AppEnv>, title: string, body: Parameters<typeof layout>[0]['body']) =>
    layout({ title, nonce: c.get('secureHeadersNonce'), sandbox, body });
  const message = (c: Context<AppEnv>, status: ContentfulStatusCode, heading: string, text: string) =>
    c.html(
      page(
        c,
        heading.replace(/\.$/, ''),
        html`<p class="eyebrow">Identity verification</p><h1>${heading}</h1><p class="meta">${text}</p>`,
      ),
      status,
    );
  const notFound = (c: Context<AppEnv>) =>
    message(
      c,
      404,
      'This verification link is not valid.',
      'Check that the whole link was copied, or ask for a new one.',
    );

  app.use('/onboarding/*', pageHeaders);

  app.get('/onboarding/:token', async (c) => {
    const found = await findOnboardingBySession(deps.store, c.req.param('token'));
    if (!found) return notFound(c);
    const { onboarding, user } = found;
    const profile = user.profile as Profile;
    const name =
      profile.businessData?.businessName ??
      [profile.individualData?.firstName, profile.individualData?.lastName].join(' ');
    const country = countryName(onboarding.country);
    const view = statusView(onboarding.status, user.type, country);
    // The domain decides which statuses are still open (business users stop at legalRepresentativeApproved).
    const finished = verificationStep(user.type, onboarding.status, 'approved') === undefined;
    // In production an operator decides (POST /api/users/{id}/verification): the page only shows the status.
    const canComplete = sandbox && !finished;
    const next = canComplete
      ? html`<section class="panel" aria-labelledby="choose">
<h2 id="choose">Choose the verification outcome</h2>
<p>${user.type === 'business' ? 'Each choice completes one step: first the legal representative, then the company.' : 'Your choice completes the identity check.'}</p>
<form method="post" class="actions">
${outcomes.map((outcome) => html`<button class="button ${buttons[outcome].style}" name="outcome" value="${outcome}">${buttons[outcome].label}</button>`)}
</form>
</section>`
      : html`<section class="panel"><p>${finished ? 'Verification is complete. You can close this page.' : 'Your verification is being reviewed. This page shows its status: come back to it later.'}</p></section>`;
    return c.html(
      page(
        c,
        'Identity verification',
        html`<p class="eyebrow">Identity verification</p>
<h1>${name}</h1>
<p class="meta">${user.type === 'business' ? 'Business' : 'Individual'} · ${country} (${onboarding.country})</p>
<section class="status tone-${view.tone}" aria-label="Verification status">
<p class="badge">${toneIcon(view.tone)}<span id="status-label">${view.label}</span></p>
${view.detail ? html`<p class="detail">${view.detail}</p>` : ''}
<p class="code">API status <code id="status">${onboarding.status}</code></p>
</section>
${next}`,
      ),
    );
  });

  app.post('/onboarding/:token', async (c) => {
    const token = c.req.param('token');
    const found = sandbox ? await findOnboardingBySession(deps.store, token) : undefined;
    if (!found) return notFound(c);
    const outcome = (await c.req.parseBody()).outcome;
    if (!outcomes.includes(outcome as Outcome)) {
      return message(c, 400, 'Choose an outcome.', 'Pick Approve, Send to review or Fail.');
    }
    // On the clock of the user's broker, as its API requests are.
    const onClock = onBrokerClock(deps, found.clockOffsetMs);
    try {
      await completeVerification(onClock, {
        user: found.user,
        country: found.onboarding.country,
        outcome: outcome as Outcome,
        at: onClock.clock.now(),
        linkBase: publicBase(c, deps.config),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return message(c, 409, 'This step is not available.', error.message);
    }
    return c.redirect(`/onboarding/${token}`, 303);
  });
}
