// The hand-written declarations of the packed package (app.d.ts, node.d.ts) checked against the implementation at
// every typecheck: an option a consumer passes is one createNodeRuntime takes, what it returns has the declared
// shape, and createApp's app answers as declared.
import { createApp } from '../src/app.ts';
import { createNodeRuntime } from '../src/node/runtime.ts';
import type * as Declared from './node.js';

export const nodeRuntimeFits: typeof Declared.createNodeRuntime = createNodeRuntime;
export const appFits: (deps: Parameters<typeof createApp>[0]) => Declared.CambioApp = createApp;
