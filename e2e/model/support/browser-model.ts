/**
 * Runs a machine's generated paths in Chromium against the real app and provider: one test per
 * path chosen by `browserPaths` (src/flows/browser-tests.ts), titled with the path's id. A driver
 * says how each step is made to happen through the app's screens and what a user sees in each
 * state. The model coverage reporter (./coverage-reporter.ts) prints the states and transitions
 * the passing paths reached in the browser.
 */
import { test, type APIRequestContext, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { delayMs } from '../../../src/flows/model/model';
import { machineBrowserPaths, type BrowserPath } from './paths';

export type StepArgs<TData> = {
  page: Page;
  request: APIRequestContext;
  event: AnyEventObject;
  path: BrowserPath;
  index: number;
  /** For an `after` step: the named delay's milliseconds, to move `page.clock` by. */
  delayMs: number;
  /** What the driver keeps between the steps of one path (held routes, the world). */
  data: TData;
};

export type BrowserDriver<TData> = {
  /** Sets the variant up and opens the app: afterwards the machine is in its initial state. */
  start: (args: StepArgs<TData>) => Promise<void>;
  /**
   * How a step is made to happen in the app, by event type; `done:<invokeId>` and
   * `error:<invokeId>` release or fail a held call, `after:<delay>` moves `page.clock`.
   */
  act: Record<string, (args: StepArgs<TData>) => Promise<void>>;
  /** What a user sees in a state (its id without the machine's), checked after every step. */
  see: Record<string, (args: StepArgs<TData>) => Promise<void>>;
  /** A fresh `data` per path. */
  data: () => TData;
};

/**
 * How many times the path has entered the state `stateId` (the full id) by step `index`: each
 * entry of a state that invokes a call makes the call once, so this is the number of the call
 * the state waits for then.
 */
export function entriesOf(path: BrowserPath, index: number, stateId: string): number {
  let count = 0;
  for (let step = 0; step <= index; step++) {
    const active = path.trace[step]!.states.includes(stateId);
    if (active && !(step > 0 && path.trace[step - 1]!.states.includes(stateId))) count++;
  }
  return count;
}

function actKey(event: AnyEventObject): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  if (done) return `done:${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  if (error) return `error:${error[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (after) return `after:${after[1]}`;
  return event.type;
}

export function describeBrowserModel<TData>(machineId: string, driver: BrowserDriver<TData>) {
  const { machine, inBrowser: paths } = machineBrowserPaths(machineId);

  test.describe(`${machineId}: generated paths in the browser`, () => {
    for (const path of paths) {
      test(path.id, async ({ page, request }) => {
        test.info().annotations.push({ type: 'path', description: path.description });
        const data = driver.data();
        for (const [index, step] of path.trace.entries()) {
          const key = index === 0 ? 'start' : actKey(step.event);
          await test.step(`${index + 1}. ${key} ⇒ ${step.states.join(', ')}`, async () => {
            const after = /^xstate\.after\.([^.]+)\./.exec(step.event.type);
            const delay = after ? delayMs(machine, after[1]!, path.steps[index - 1]?.state) : 0;
            const args = { page, request, event: step.event, path, index, data, delayMs: delay };
            if (index === 0) await driver.start(args);
            else {
              const act = driver.act[key];
              if (!act) throw new Error(`the ${machineId} driver cannot make "${key}" happen`);
              await act(args);
            }
            for (const id of step.states) {
              const see = driver.see[id.slice(machineId.length + 1)];
              if (see) await see(args);
            }
          });
        }
      });
    }
  });
}
