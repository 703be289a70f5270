/**
 * Runs a machine's generated paths in Chromium against the real app and provider: one test per
 * path chosen by `browserPaths` (src/explorer/browser-tests.ts), titled with the path's id. A driver
 * says how each step is made to happen through the app's screens and what a user sees in each
 * state: a path that reaches an atomic or final state with neither a `see` check nor a reason in
 * `unseen` fails (a compound or parallel state is seen through the states active inside it; it
 * may have a check of its own). The model coverage reporter (./coverage-reporter.ts) prints the states and transitions
 * the passing paths reached in the browser. With FLOWS_GALLERY (`npm run flows:gallery`) each
 * step also pictures the states it entered (./gallery.ts).
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../../fixtures/test';
import type { AnyEventObject, AnyStateMachine, AnyStateNode } from 'xstate';
import { delayMs } from '../../../src/explorer/model/model';
import { pictureEnteredStates } from './gallery';
import { dressAs, lookOf } from './looks';
import { speak } from '../../fixtures/i18n';
import { STILL_STYLE } from '../../fixtures/axe';
import {
  expectFocusKept,
  keyboardFigures,
  keyboardOnly,
  markFocus,
  withKeyboardOnly,
} from './keyboard';
import { machineBrowserPaths, type BrowserPath } from './paths';
import { expectHeard } from './screen-reader';
import { listenAsScreenReader } from '../../fixtures/read-out';
import { AriaRecord, stepKey } from './aria-record';

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
  /**
   * The atomic and final states with no `see` check, each with the reason there is none (nothing
   * on screen tells it apart, the step into it checks it, …). Any other state a path reaches
   * without a check fails the path.
   */
  unseen?: Record<string, string>;
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

/** The driver's keys must name states of the machine, once, and every reason must say something. */
function checkDriverStates(machine: AnyStateMachine, driver: BrowserDriver<unknown>) {
  const unseen = driver.unseen ?? {};
  const problems = [
    ...[...Object.keys(driver.see), ...Object.keys(unseen)]
      .filter((key) => !stateOf(machine, key))
      .map((key) => `"${key}" is no state of the machine`),
    ...Object.keys(unseen)
      .filter((key) => key in driver.see)
      .map((key) => `"${key}" has a \`see\` check and a reason in \`unseen\``),
    ...Object.entries(unseen)
      .filter(([, reason]) => !reason.trim())
      .map(([key]) => `"${key}" has an empty reason in \`unseen\``),
  ];
  if (problems.length) throw new Error(`The ${machine.id} browser driver: ${problems.join('; ')}`);
}

function stateOf(machine: AnyStateMachine, key: string): AnyStateNode | undefined {
  try {
    return machine.getStateNodeById(`${machine.id}.${key}`);
  } catch {
    return undefined;
  }
}

/** The atomic and final states the path reaches that have neither a check nor a reason. */
function uncheckedStates(
  machine: AnyStateMachine,
  driver: BrowserDriver<unknown>,
  path: BrowserPath,
): string[] {
  const keys = new Set(
    path.trace.flatMap((step) => step.states.map((id) => id.slice(machine.id.length + 1))),
  );
  return [...keys].filter((key) => {
    if (key in driver.see || key in (driver.unseen ?? {})) return false;
    const type = stateOf(machine, key)?.type;
    return type === 'atomic' || type === 'final';
  });
}

/**
 * No animation or transition in the page: each step is judged by what it settles on. A dialog's
 * exit waits for its animation's end, which a busy headless renderer can hold back by drawing no
 * frame: late in a full run a closed logout dialog stayed shown for 15 s, until a screenshot drew
 * one. With no animation the dialog goes at once (Zag's presence does not wait for `none`).
 */
async function holdStill(page: Page): Promise<void> {
  await page.addInitScript((style: string) => {
    const still = () =>
      document.head.append(Object.assign(document.createElement('style'), { textContent: style }));
    if (document.head) still();
    else document.addEventListener('DOMContentLoaded', still, { once: true });
  }, STILL_STYLE);
}

/** How many of the paths run in each look: "en-light-1280 ×2, ar-dark-390 ×1". */
function looksOf(paths: BrowserPath[]): string {
  const counts = new Map<string, number>();
  for (const { name } of paths.map((path) => lookOf(path.id)))
    counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => `${name} ×${count}`).join(', ');
}

export function describeBrowserModel<TData>(machineId: string, driver: BrowserDriver<TData>) {
  const { machine, inBrowser: paths } = machineBrowserPaths(machineId);
  checkDriverStates(machine, driver as BrowserDriver<unknown>);

  test.describe(`${machineId}: generated paths in the browser${keyboardOnly ? ', by keyboard' : ''}`, () => {
    const aria = new AriaRecord(machineId);
    // `tr` back in the run's own language for the specs after this one.
    test.afterEach(() => speak());
    test.afterAll(() => aria.save(paths.map((path) => path.id)));
    if (keyboardOnly) {
      test.beforeAll(() =>
        Object.assign(keyboardFigures, { reached: 0, presses: 0, focusLosses: 0, traps: 0 }),
      );
      test.afterAll(() =>
        console.log(
          `keyboard: ${machineId}: ${keyboardFigures.reached} controls reached in ${keyboardFigures.presses} presses, ${keyboardFigures.focusLosses} focus losses, ${keyboardFigures.traps} traps (paths in ${looksOf(paths)})`,
        ),
      );
    }
    for (const path of paths) {
      test(path.id, async ({ page, request }) => {
        test.info().annotations.push({ type: 'path', description: path.description });
        const unchecked = uncheckedStates(machine, driver as BrowserDriver<unknown>, path);
        if (unchecked.length)
          throw new Error(
            `The ${machineId} driver has no \`see\` check for ${unchecked.map((key) => `"${key}"`).join(', ')}: add one, or say in \`unseen\` why there is none`,
          );
        const data = driver.data();
        const look = lookOf(path.id);
        test.info().annotations.push({ type: 'look', description: look.name });
        await dressAs(page, look);
        await holdStill(page);
        await listenAsScreenReader(page);
        for (const [index, step] of path.trace.entries()) {
          const key = index === 0 ? 'start' : actKey(step.event);
          await test.step(`${index + 1}. ${key} ⇒ ${step.states.join(', ')}`, async () => {
            const after = /^xstate\.after\.([^.]+)\./.exec(step.event.type);
            const delay = after ? delayMs(machine, after[1]!, path.steps[index - 1]?.state) : 0;
            const args = { page, request, event: step.event, path, index, data, delayMs: delay };
            const focus = index === 0 ? null : await markFocus(page);
            if (index === 0) await driver.start(args);
            else {
              const act = driver.act[key];
              if (!act) throw new Error(`the ${machineId} driver cannot make "${key}" happen`);
              await withKeyboardOnly(page, () => act(args));
            }
            for (const id of step.states) {
              const see = driver.see[id.slice(machineId.length + 1)];
              if (see) await see(args);
            }
            await expectFocusKept(page, focus, key);
            await expectHeard(page);
            await aria.expectHeardAsRecorded(page, stepKey(path.id, index, key));
            // flows:gallery only: what the customer sees in the states this step entered.
            const before = path.trace[index - 1]?.states ?? [];
            await pictureEnteredStates(
              page,
              step.states.filter((id) => !before.includes(id)),
            );
          });
        }
      });
    }
  });
}
