/**
 * A generated path in plain language: numbered steps from the machine's own state and event
 * descriptions, and the same steps as a Markdown test plan for QA.
 */
import type { TFunction } from 'i18next';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { eventLabel, listStates, listTransitions } from './machine-graph';
import type { TracedStep } from './trace';
import '@/i18n/texts/flows';

export type PathForText = {
  id: string;
  variant: { name: string; description: string };
  generator: string;
  description: string;
  steps: Array<{ event: AnyEventObject; state: { status: string } }>;
  trace: TracedStep[];
};

export type StepText = { action: string; expect: string };

const AFTER = /^xstate\.after\.([^.]+)\./;

function payloadOf(event: AnyEventObject): string {
  const { type: _type, ...payload } = event;
  return Object.keys(payload).length ? ` ${JSON.stringify(payload)}` : '';
}

function errorMessage(event: AnyEventObject): string {
  const error = (event as { error?: { message?: unknown } }).error;
  return error && typeof error.message === 'string' && error.message ? `: ${error.message}` : '';
}

/** The leaves active after a step, each with its description: what a tester checks. */
function expectation(machine: AnyStateMachine, step: TracedStep): string {
  const states = listStates(machine);
  const active = new Set(step.states);
  const leaves = states.filter(
    (state) =>
      active.has(state.id) &&
      !states.some((child) => child.parent === state.id && active.has(child.id)),
  );
  return leaves
    .map((state) => {
      const name = state.id.slice(machine.id.length + 1);
      return state.description ? `${name} (${state.description})` : name;
    })
    .join('; ');
}

export function describeSteps(
  machine: AnyStateMachine,
  path: PathForText,
  t: TFunction,
  delayMs: (delay: string) => number | undefined,
): StepText[] {
  const transitions = new Map(
    listTransitions(machine).map((transition) => [transition.key, transition]),
  );
  return path.trace.map((step, index) => {
    const { event } = step;
    const taken = step.transitions.map((key) => transitions.get(key)).find(Boolean);
    let action: string;
    if (index === 0) {
      action = t('flows.step.start', {
        variant: path.variant.name,
        description: path.variant.description,
      });
    } else if (event.type.startsWith('xstate.done.actor.')) {
      action = t('flows.step.done', { invoke: eventLabel(event.type).slice('done: '.length) });
    } else if (event.type.startsWith('xstate.error.actor.')) {
      action = t('flows.step.error', {
        invoke: eventLabel(event.type).slice('error: '.length),
        message: errorMessage(event),
      });
    } else if (AFTER.test(event.type)) {
      const delay = AFTER.exec(event.type)![1]!;
      action = t('flows.step.after', { ms: delayMs(delay) ?? delay, delay });
    } else {
      const sent = t('flows.step.send', { event: `${event.type}${payloadOf(event)}` });
      action = taken?.description ? `${sent}: ${taken.description}` : `${sent}.`;
    }
    const finished = index === path.trace.length - 1 && path.steps[index]?.state.status === 'done';
    const expect = t('flows.step.expect', { state: expectation(machine, step) });
    return { action, expect: finished ? `${expect} ${t('flows.step.finished')}` : expect };
  });
}

/** A picture of what the customer sees at a step (the gallery's: ./flows-data.ts). */
export type StepPicture = { alt: string; url: string };

export function toMarkdownPlan(
  title: string,
  path: PathForText,
  steps: StepText[],
  browserTest: string | undefined,
  /** The pictures of each step (by index), shown under it; none by default. */
  pictures: (index: number) => StepPicture[] = () => [],
): string {
  const escape = (text: string) => text.replace(/[[\]\\]/g, '\\$&');
  const lines = [
    `# ${title}: ${path.id}`,
    '',
    `- Generator: ${path.generator}`,
    `- Input variant: ${path.variant.name} (${path.variant.description})`,
    `- Events: ${path.description}`,
    ...(browserTest ? [`- Playwright: ${browserTest}`] : []),
    '',
    '## Steps',
    '',
    ...steps.flatMap((step, index) => [
      `${index + 1}. ${step.action}`,
      `   - ${step.expect}`,
      ...pictures(index).map(
        (picture) => `   - ![${escape(picture.alt)}](${encodeURI(picture.url)})`,
      ),
    ]),
    '',
  ];
  return lines.join('\n');
}
