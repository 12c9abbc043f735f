import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { AppDeps } from '../deps.ts';
import {
  completeVerification,
  findOnboardingBySession,
  type Outcome,
  outcomes,
  verificationStep,
} from '../domain/onboarding/onboarding.ts';
import type { Profile } from '../domain/users/profile.ts';
import { ApiError } from '../errors.ts';
import type { App } from '../http/context.ts';

const labels: Record<Outcome, string> = { approved: 'Approve', review: 'Send to review', failed: 'Fail' };

function layout(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a1a; }
  .status { display: inline-block; padding: .1rem .6rem; border-radius: 1rem; background: #eef; font-weight: 600; }
  form { display: inline; } button { font: inherit; margin: .3rem .4rem .3rem 0; padding: .4rem 1rem; cursor: pointer; }
  .note { color: #555; font-size: .9rem; }
</style>
</head>
<body>${body}</body>
</html>`;
}

/**
 * The hosted verification page that the onboarding link points to. In sandbox mode a person can approve,
 * send to review or fail the verification; in production mode the page only shows the status.
 */
export function registerOnboardingPage(app: App, deps: AppDeps): void {
  app.get('/onboarding/:token', async (c) => {
    const found = await findOnboardingBySession(deps.store, c.req.param('token'));
    if (!found)
      return c.html(layout('Link not found', html`<h1>This verification link is not valid.</h1>`), 404);
    const { onboarding, user } = found;
    const profile = user.profile as Profile;
    const name =
      profile.businessData?.businessName ??
      [profile.individualData?.firstName, profile.individualData?.lastName].join(' ');
    const sandbox = deps.config.mode === 'sandbox';
    // The domain decides which statuses are still open (business users stop at legalRepresentativeApproved).
    const canComplete = sandbox && verificationStep(user.type, onboarding.status, 'approved') !== undefined;
    const actions = canComplete
      ? html`<p>Sandbox: choose the verification outcome.</p>
${outcomes.map((outcome) => html`<form method="post"><button name="outcome" value="${outcome}">${labels[outcome]}</button></form>`)}`
      : html`<p class="note">${sandbox ? 'Verification is complete.' : 'Follow the identity provider to complete verification.'}</p>`;
    return c.html(
      layout(
        'Identity verification',
        html`<h1>Identity verification</h1>
<p>${name} &middot; ${onboarding.country}</p>
<p>Status: <span class="status" id="status">${onboarding.status}</span></p>
${actions}`,
      ),
    );
  });

  app.post('/onboarding/:token', async (c) => {
    const token = c.req.param('token');
    const found =
      deps.config.mode === 'sandbox' ? await findOnboardingBySession(deps.store, token) : undefined;
    if (!found)
      return c.html(layout('Link not found', html`<h1>This verification link is not valid.</h1>`), 404);
    const outcome = (await c.req.parseBody()).outcome;
    if (!outcomes.includes(outcome as Outcome)) {
      return c.html(layout('Invalid choice', html`<h1>Choose approve, review or fail.</h1>`), 400);
    }
    try {
      await completeVerification(deps.store, {
        user: found.user,
        country: found.onboarding.country,
        outcome: outcome as Outcome,
        at: deps.clock.now(),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return c.html(layout('Not allowed', html`<h1>${error.message}</h1>`), 409);
    }
    return c.redirect(`/onboarding/${token}`, 303);
  });
}
