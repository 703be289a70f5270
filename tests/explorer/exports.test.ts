import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { machineRegistry } from '../../machines';
import {
  exportFileName,
  exportFormats,
  mermaidId,
  toScxml,
  toMermaid,
  toStatelyJson,
} from '../../src/explorer/exports';
import { listStates, listTransitions } from '../../src/explorer/machine-graph';

const shape = (machine: Parameters<typeof listStates>[0]) => ({
  states: listStates(machine).map(({ id, type, parent, initial, description }) => ({
    id,
    type,
    parent,
    initial,
    description,
  })),
  transitions: listTransitions(machine).map(({ key, guard, targets, description }) => ({
    key,
    guard,
    targets,
    description,
  })),
});

describe.each(machineRegistry.map((entry) => [entry.machine.id, entry.machine] as const))(
  'the exports of %s',
  (_id, machine) => {
    it('re-create the machine from its JSON with the same states and transitions', () => {
      const recreated = createMachine(JSON.parse(toStatelyJson(machine)));
      expect(shape(recreated)).toEqual(shape(machine));
    });

    it('name every state and transition in SCXML', () => {
      const scxml = toScxml(machine);
      for (const state of listStates(machine)) expect(scxml).toContain(`id="${state.id}"`);
      const drawn = scxml.match(/<transition[ />]/g) ?? [];
      expect(drawn).toHaveLength(listTransitions(machine).length);
    });

    it('draw every state in Mermaid', () => {
      const mermaid = toMermaid(machine);
      expect(mermaid.startsWith('stateDiagram-v2\n')).toBe(true);
      for (const state of listStates(machine))
        expect(mermaid).toContain(`as ${mermaidId(state.id)}`);
    });
  },
);

describe('npm run flows:export', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'flows-export-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('writes JSON, SCXML and Mermaid for every machine', () => {
    execFileSync('npx', ['tsx', 'scripts/flows-export.ts', outDir], { stdio: 'pipe' });
    const expected = machineRegistry.flatMap(({ machine }) =>
      exportFormats.map(({ format }) => exportFileName(machine, format)),
    );
    expect(readdirSync(outDir).sort()).toEqual(expected.sort());
    const session = readFileSync(join(outDir, 'session.scxml'), 'utf8');
    expect(session).toContain('<state id="session.loggingOut">');
  });
});
