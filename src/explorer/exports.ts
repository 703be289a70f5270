/**
 * A machine in the formats other tools read: JSON for Stately Studio (the machine's own
 * definition), SCXML (W3C State Chart XML) and Mermaid `stateDiagram-v2`. Pure functions: the
 * explorer offers them as downloads and `npm run flows:export` writes them to files.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { ALWAYS, eventLabel, listTransitions, type TransitionInfo } from './machine-graph';

export type ExportFormat = 'json' | 'scxml' | 'mermaid';

export const exportFormats: Array<{ format: ExportFormat; extension: string; mime: string }> = [
  { format: 'json', extension: 'machine.json', mime: 'application/json' },
  { format: 'scxml', extension: 'scxml', mime: 'application/scxml+xml' },
  { format: 'mermaid', extension: 'mmd', mime: 'text/plain' },
];

export function exportFileName(machine: AnyStateMachine, format: ExportFormat): string {
  const { extension } = exportFormats.find((entry) => entry.format === format)!;
  return `${machine.id}.${extension}`;
}

export function exportMachine(machine: AnyStateMachine, format: ExportFormat): string {
  if (format === 'json') return toStatelyJson(machine);
  if (format === 'scxml') return toScxml(machine);
  return toMermaid(machine);
}

type TransitionConfig = {
  target?: string[];
  guard?: string;
  actions?: string[];
  description?: string;
};
type NodeConfig = {
  id?: string;
  type?: string;
  initial?: string;
  description?: string;
  entry?: string[];
  exit?: string[];
  invoke?: Array<{
    id: string;
    src: string;
    onDone?: TransitionConfig[];
    onError?: TransitionConfig[];
  }>;
  on?: Record<string, TransitionConfig[]>;
  after?: Record<string, TransitionConfig[]>;
  always?: TransitionConfig[];
  states?: Record<string, NodeConfig>;
};

/** Named actions only: inline functions have no name a tool could show. */
function actionNames(actions: ReadonlyArray<unknown>): string[] | undefined {
  const names = actions
    .map((action) =>
      typeof action === 'string'
        ? action
        : action && typeof action === 'object' && 'type' in action
          ? String((action as { type: unknown }).type)
          : undefined,
    )
    .filter((name): name is string => Boolean(name) && !name!.startsWith('xstate.'));
  return names.length ? names : undefined;
}

function transitionConfig(
  transition: TransitionInfo,
  definition: { actions: ReadonlyArray<unknown> },
): TransitionConfig {
  const actions = actionNames(definition.actions);
  return {
    ...(transition.targets.length ? { target: transition.targets.map((id) => `#${id}`) } : {}),
    ...(transition.guard ? { guard: transition.guard } : {}),
    ...(actions ? { actions } : {}),
    ...(transition.description ? { description: transition.description } : {}),
  };
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = /^xstate\.after\.([^.]+)\./;

function nodeConfig(node: AnyStateNode, transitions: Map<string, TransitionInfo[]>): NodeConfig {
  const config: NodeConfig = {};
  if (node.type !== 'atomic' && node.type !== 'compound') config.type = node.type;
  const [initial] = initialIds(node);
  if (initial) config.initial = initial.slice(node.id.length + 1);
  if (node.description) config.description = node.description;
  const entry = actionNames(node.entry);
  if (entry) config.entry = entry;
  const exit = actionNames(node.exit);
  if (exit) config.exit = exit;
  const invokes = node.invoke.map((invoke) => ({
    id: invoke.id,
    src: String(invoke.src),
  })) as NonNullable<NodeConfig['invoke']>;
  const definitionsOf = (event: string) =>
    event === ALWAYS ? (node.always ?? []) : (node.transitions.get(event) ?? []);
  for (const transition of transitions.get(node.id) ?? []) {
    const item = transitionConfig(transition, definitionsOf(transition.event)[transition.index]!);
    const { event } = transition;
    const invoke = invokes.find(
      (candidate) => event === DONE + candidate.id || event === ERROR + candidate.id,
    );
    const after = AFTER.exec(event);
    if (event === ALWAYS) config.always = [...(config.always ?? []), item];
    else if (invoke && event.startsWith(DONE)) invoke.onDone = [...(invoke.onDone ?? []), item];
    else if (invoke) invoke.onError = [...(invoke.onError ?? []), item];
    else if (after)
      config.after = { ...config.after, [after[1]!]: [...(config.after?.[after[1]!] ?? []), item] };
    else config.on = { ...config.on, [event]: [...(config.on?.[event] ?? []), item] };
  }
  if (invokes.length) config.invoke = invokes;
  const children = Object.entries(node.states as Record<string, AnyStateNode>);
  if (children.length)
    config.states = Object.fromEntries(
      children.map(([key, child]) => [key, nodeConfig(child, transitions)]),
    );
  return config;
}

/**
 * The machine as a plain config (what `createMachine` and Stately Studio's import read): states,
 * initial states, transitions with `#id` targets, named guards, actions, delays and invokes, and
 * every description. Implementations stay in the code.
 */
export function toStatelyConfig(machine: AnyStateMachine): NodeConfig {
  return { id: machine.id, ...nodeConfig(machine.root, byNode(machine)) };
}

export function toStatelyJson(machine: AnyStateMachine): string {
  return `${JSON.stringify(toStatelyConfig(machine), null, 2)}\n`;
}

function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function byNode(machine: AnyStateMachine): Map<string, TransitionInfo[]> {
  const map = new Map<string, TransitionInfo[]>();
  for (const transition of listTransitions(machine))
    map.set(transition.source, [...(map.get(transition.source) ?? []), transition]);
  return map;
}

function initialIds(node: AnyStateNode): string[] {
  if (node.type !== 'compound') return [];
  return (node.initial?.target ?? []).map((target: AnyStateNode) => target.id);
}

/** SCXML: states nest as in the machine; guards become `cond`, delays and actor results events. */
export function toScxml(machine: AnyStateMachine): string {
  const transitions = byNode(machine);
  const lines: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const initial = initialIds(machine.root);
  lines.push(
    `<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" name="${xml(machine.id)}"` +
      `${initial.length ? ` initial="${xml(initial.join(' '))}"` : ''} datamodel="ecmascript">`,
  );
  const writeTransitions = (node: AnyStateNode, indent: string) => {
    for (const transition of transitions.get(node.id) ?? []) {
      const attributes = [
        transition.event === ALWAYS ? '' : ` event="${xml(transition.event)}"`,
        transition.guard ? ` cond="${xml(transition.guard)}"` : '',
        transition.targets.length ? ` target="${xml(transition.targets.join(' '))}"` : '',
      ].join('');
      if (transition.description) {
        lines.push(`${indent}<transition${attributes}>`);
        lines.push(`${indent}  <!-- ${xml(transition.description).replace(/--/g, '- -')} -->`);
        lines.push(`${indent}</transition>`);
      } else lines.push(`${indent}<transition${attributes}/>`);
    }
  };
  const writeNode = (node: AnyStateNode, indent: string) => {
    const tag = node.type === 'parallel' ? 'parallel' : node.type === 'final' ? 'final' : 'state';
    const first = initialIds(node);
    lines.push(
      `${indent}<${tag} id="${xml(node.id)}"${first.length ? ` initial="${xml(first.join(' '))}"` : ''}>`,
    );
    if (node.description)
      lines.push(`${indent}  <!-- ${xml(node.description).replace(/--/g, '- -')} -->`);
    for (const invoke of node.invoke)
      lines.push(
        `${indent}  <invoke id="${xml(invoke.id)}" type="xstate" src="${xml(String(invoke.src))}"/>`,
      );
    writeTransitions(node, `${indent}  `);
    for (const child of Object.values(node.states) as AnyStateNode[])
      writeNode(child, `${indent}  `);
    lines.push(`${indent}</${tag}>`);
  };
  writeTransitions(machine.root, '  ');
  for (const child of Object.values(machine.root.states) as AnyStateNode[]) writeNode(child, '  ');
  lines.push('</scxml>');
  return `${lines.join('\n')}\n`;
}

/** Mermaid ids may not contain dots: `session.loggingOut` becomes `session__loggingOut`. */
export function mermaidId(stateId: string): string {
  return stateId.replace(/[^A-Za-z0-9_]/g, '__');
}

function mermaidText(text: string): string {
  return text
    .replace(/[:;\n]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Mermaid `stateDiagram-v2`: compound and parallel states as composites, regions split by `--`. */
export function toMermaid(machine: AnyStateMachine): string {
  const lines: string[] = ['stateDiagram-v2'];
  const writeChildren = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[];
    for (const target of initialIds(node)) lines.push(`${indent}[*] --> ${mermaidId(target)}`);
    children.forEach((child, index) => {
      if (node.type === 'parallel' && index > 0) lines.push(`${indent}--`);
      lines.push(`${indent}state "${mermaidText(child.key)}" as ${mermaidId(child.id)}`);
      if (child.description)
        lines.push(`${indent}${mermaidId(child.id)} : ${mermaidText(child.description)}`);
      if (Object.keys(child.states).length > 0) {
        lines.push(`${indent}state ${mermaidId(child.id)} {`);
        writeChildren(child, `${indent}  `);
        lines.push(`${indent}}`);
      }
      if (child.type === 'final') lines.push(`${indent}${mermaidId(child.id)} --> [*]`);
    });
  };
  writeChildren(machine.root, '  ');
  for (const transition of listTransitions(machine)) {
    if (transition.source === machine.root.id) continue;
    const label = mermaidText(
      (transition.event === ALWAYS ? 'always' : eventLabel(transition.event)) +
        (transition.guard ? ` [${transition.guard}]` : ''),
    );
    const targets = transition.targets.length ? transition.targets : [transition.source];
    for (const target of targets)
      lines.push(`  ${mermaidId(transition.source)} --> ${mermaidId(target)} : ${label}`);
  }
  for (const transition of listTransitions(machine).filter((t) => t.source === machine.root.id)) {
    // A transition of the machine itself applies in every state: drawn from each top-level state.
    for (const child of Object.values(machine.root.states) as AnyStateNode[])
      for (const target of transition.targets.length ? transition.targets : [child.id])
        lines.push(
          `  ${mermaidId(child.id)} --> ${mermaidId(target)} : ${mermaidText(eventLabel(transition.event))}`,
        );
  }
  return `${lines.join('\n')}\n`;
}
