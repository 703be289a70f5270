/**
 * The Markdown summary of a flows diff for a pull request: a table of counts per machine, then
 * per changed machine its state and transition changes as a short list, the affected paths and
 * links into the explorer (`/flows/<machine>?diff=<ref>`, `&path=<id>` for a path).
 */
import { countByKind, type Change, type FlowsDiff, type MachineDiff } from './changes';

export type MarkdownOptions = {
  /** Prefix of the explorer links, e.g. `http://localhost:8080`; relative links when empty. */
  explorerBase?: string;
  /** Paths listed per kind before "and N more". */
  pathLimit?: number;
  /** What the browser does with a change's place (./change-coverage.ts), said after it. */
  coverageNote?: (machine: string, change: Change) => string | undefined;
};

export function diffLink(base: string, machine: string, ref: string, pathId?: string): string {
  const params = new URLSearchParams({ diff: ref, ...(pathId ? { path: pathId } : {}) });
  return `${base}/flows/${encodeURIComponent(machine)}?${params.toString()}`;
}

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

const kindWords: Record<Change['kind'], string> = {
  'machine-added': 'machine added',
  'machine-removed': 'machine removed',
  'state-added': 'state added',
  'state-removed': 'state removed',
  'state-moved': 'state moved',
  'state-renamed': 'state renamed',
  'state-type-changed': 'state type changed',
  'initial-changed': 'initial state changed',
  'tags-changed': 'tags changed',
  'invoke-changed': 'invoked actors changed',
  'actions-changed': 'actions changed',
  'transition-added': 'transition added',
  'transition-removed': 'transition removed',
  'transition-retargeted': 'transition retargeted',
  'guard-changed': 'guard changed',
  'event-renamed': 'event renamed',
  'delay-changed': 'delay changed',
  'path-added': 'path new',
  'path-removed': 'path gone',
  'path-changed': 'path changed',
};

function changeLine(change: Change, note?: string): string {
  const detail =
    change.before !== undefined && change.after !== undefined
      ? `: ${code(change.before)} → ${code(change.after)}`
      : change.after !== undefined
        ? ` (${change.after})`
        : change.before !== undefined
          ? ` (was ${change.before})`
          : '';
  return `- ${kindWords[change.kind]}: ${code(change.where)}${detail}${note ? ` — ${note}` : ''}`;
}

const isPath = (change: Change) => change.kind.startsWith('path-');
const isState = (change: Change) =>
  change.kind.startsWith('state-') ||
  ['initial-changed', 'tags-changed', 'invoke-changed'].includes(change.kind) ||
  (change.kind === 'actions-changed' && / (entry|exit)$/.test(change.where)) ||
  (change.kind === 'delay-changed' && change.where.startsWith('delays.'));

function counts(machine: MachineDiff): string[] {
  const byKind = countByKind(machine.changes);
  const states = machine.changes.filter((change) => !isPath(change) && isState(change)).length;
  const transitions = machine.changes.filter((c) => !isPath(c) && !isState(c)).length;
  return [
    String(states),
    String(transitions),
    machine.notes.some((note) => note.startsWith('paths not compared'))
      ? 'not compared'
      : `${byKind['path-added'] ?? 0} / ${byKind['path-removed'] ?? 0} / ${byKind['path-changed'] ?? 0}`,
  ];
}

function pathLines(
  machine: MachineDiff,
  kind: Change['kind'],
  ref: string,
  options: Required<Omit<MarkdownOptions, 'coverageNote'>>,
): string[] {
  const paths = machine.changes.filter((change) => change.kind === kind);
  if (!paths.length) return [];
  const lines = paths.slice(0, options.pathLimit).map((change) => {
    const where = code(change.where);
    if (kind === 'path-removed') return `  - ${where} (was ${code(change.pathId ?? '')})`;
    const link = `[${change.pathId}](${diffLink(options.explorerBase, machine.machine, ref, change.pathId)})`;
    if (kind === 'path-changed') return `  - ${link} ${where}: ${change.before} → ${change.after}`;
    return `  - ${link} ${where}`;
  });
  if (paths.length > options.pathLimit)
    lines.push(`  - and ${paths.length - options.pathLimit} more (the JSON file lists them all)`);
  const noun = paths.length === 1 ? 'path' : 'paths';
  return [`- ${paths.length} ${kindWords[kind].replace('path', noun)}:`, ...lines];
}

export function diffMarkdown(diff: FlowsDiff, options: MarkdownOptions = {}): string {
  const settings = {
    explorerBase: options.explorerBase ?? '',
    pathLimit: options.pathLimit ?? 10,
    coverageNote: options.coverageNote ?? (() => undefined),
  };
  const changedCount = diff.machines.filter((machine) => machine.status !== 'unchanged').length;
  // A machine whose paths could not be compared is listed with its note, changed or not.
  const changed = diff.machines.filter(
    (machine) => machine.status !== 'unchanged' || machine.notes.length,
  );
  const lines = [`# Flow changes against \`${diff.ref}\``, ''];
  if (!changed.length) {
    lines.push(`No machine changed (${diff.machines.length} compared).`, '');
    return lines.join('\n');
  }
  lines.push(
    `${changedCount} of ${diff.machines.length} machines changed.`,
    '',
    '| machine | | state changes | transition changes | paths new / gone / changed |',
    '| --- | --- | --- | --- | --- |',
    ...changed.map(
      (machine) =>
        `| [${machine.machine}](${diffLink(settings.explorerBase, machine.machine, diff.ref)}) | ${machine.status} | ${counts(machine).join(' | ')} |`,
    ),
    '',
  );
  for (const machine of changed) {
    lines.push(`## ${machine.machine} (${machine.status})`, '');
    if (machine.status !== 'removed')
      lines.push(
        `In the explorer: ${diffLink(settings.explorerBase, machine.machine, diff.ref)}`,
        '',
      );
    if (machine.notes.length) lines.push(...machine.notes.map((note) => `> ${note}`), '');
    const structural = machine.changes.filter((change) => !isPath(change));
    const states = structural.filter(isState);
    const transitions = structural.filter((change) => !isState(change));
    const line = (change: Change) =>
      changeLine(change, settings.coverageNote(machine.machine, change));
    if (states.length) lines.push('States:', '', ...states.map(line), '');
    if (transitions.length) lines.push('Transitions:', '', ...transitions.map(line), '');
    const paths = (['path-added', 'path-removed', 'path-changed'] as const).flatMap((kind) =>
      pathLines(machine, kind, diff.ref, settings),
    );
    const through = machine.pathsThrough;
    if (through.length) {
      paths.push(
        `- ${through.length} ${through.length === 1 ? 'path goes' : 'paths go'} through a changed state or transition, step by step as before:`,
        ...through
          .slice(0, settings.pathLimit)
          .map(
            (id) =>
              `  - [${id}](${diffLink(settings.explorerBase, machine.machine, diff.ref, id)})`,
          ),
      );
      if (through.length > settings.pathLimit)
        paths.push(
          `  - and ${through.length - settings.pathLimit} more (the JSON file lists them all)`,
        );
    }
    if (paths.length) lines.push('Paths:', '', ...paths, '');
  }
  return lines.join('\n');
}
