import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { machineRegistry } from '../../machines';
import { listStates } from '../../src/explorer/machine-graph';
import { expectAccessible } from '../fixtures/axe';
import { tr as t } from '../fixtures/i18n';

const stateName = (machineId: string, stateId: string) =>
  t('flows.stateLabel', { name: stateId.slice(machineId.length + 1) });

/** A machine's entry in the explorer's registry: its title and states as designers read them. */
const entryOf = (id: string) => {
  const entry = machineRegistry.find(({ machine }) => machine.id === id);
  if (!entry) throw new Error(`no machine ${id}`);
  return entry;
};

test('designers and QA read every statechart in the flow explorer', async ({ page }) => {
  const session = entryOf('session');
  const loggingOut = String(session.machine.root.states.loggingOut!.description);
  await page.goto('/flows');
  await expect(page.getByRole('heading', { level: 1, name: t('flows.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: entryOf('checkoutGate').title })).toBeVisible();
  await expectAccessible(page, 'flow index');

  await page.getByRole('link', { name: session.title }).click();
  await expect(page).toHaveURL(/\/flows\/session$/);
  const diagram = page.getByRole('group', {
    name: t('flows.diagramLabel', { title: session.title }),
  });
  await expect(diagram).toBeVisible();
  // The diagram is drawn from the machine: its states and the 500 ms logout delay are there.
  await expect(page.getByRole('term').filter({ hasText: /^loggingOut$/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'after logoutDelay' })).toBeVisible();
  for (const [label, file] of [
    [t('flows.downloadJson'), 'session.machine.json'],
    [t('flows.downloadScxml'), 'session.scxml'],
    [t('flows.downloadMermaid'), 'session.mmd'],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: label }).click();
    expect((await download).suggestedFilename()).toBe(file);
  }

  // Hover and focus tell what a state means.
  const loggingOutState = diagram.getByRole('img', {
    name: stateName('session', 'session.loggingOut'),
  });
  await loggingOutState.hover();
  await expect(page.getByRole('tooltip')).toContainText(loggingOut);
  await loggingOutState.focus();
  await expect(loggingOutState).toHaveAccessibleDescription(
    `${stateName('session', 'session.loggingOut')} ${loggingOut}`,
  );
  await expectAccessible(page, 'session flow');
});

test('the diagram pans and zooms with the keyboard and the buttons', async ({ page }) => {
  await page.goto('/flows/location');
  const diagram = page.getByRole('group', {
    name: t('flows.diagramLabel', { title: 'Location selection' }),
  });
  const content = diagram.locator('svg');
  const box = async () => (await content.boundingBox())!;
  // Zooming animates frame by frame: a box is read once two frames in a row agree.
  const nextFrame = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  const settledBox = async () => {
    let last = await box();
    await expect
      .poll(async () => {
        await nextFrame();
        const next = await box();
        const still = next.x === last.x && next.width === last.width;
        last = next;
        return still;
      })
      .toBe(true);
    return last;
  };
  const fitted = await settledBox();
  const frame = (await diagram.boundingBox())!;
  // Fitted on open: the whole machine inside its frame.
  expect(fitted.width).toBeLessThanOrEqual(frame.width + 1);

  await diagram.focus();
  await page.keyboard.press('+');
  await expect.poll(async () => (await box()).width).toBeGreaterThan(fitted.width * 1.1);
  const zoomed = await settledBox();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await box()).x).toBeGreaterThan(zoomed.x + 20);
  await page.getByRole('button', { name: t('flows.fit') }).click();
  await expect.poll(async () => Math.round((await box()).width)).toBe(Math.round(fitted.width));
  await page.getByRole('button', { name: t('flows.zoomIn') }).click();
  await expect.poll(async () => (await box()).width).toBeGreaterThan(fitted.width * 1.1);
});

// Every machine's layout places every state (tests/explorer/layout.test.ts); here the browser draws
// them, for a flat machine, a nested one and one with parallel regions.
const DRAWN = ['session', 'location', 'cartLineStepper'];

test('a flat, a nested and a parallel machine show every one of their states', async ({ page }) => {
  // From the index to each machine and back, as a reader goes.
  await page.goto('/flows');
  for (const { machine, title } of machineRegistry.filter((entry) =>
    DRAWN.includes(entry.machine.id),
  )) {
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/flows/${machine.id}$`));
    const diagram = page.getByRole('group', { name: t('flows.diagramLabel', { title }) });
    await expect(diagram).toBeVisible();
    // Each state is an image named by its label: all the names are read at once.
    const shown = await diagram
      .getByRole('img')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
    const expected = listStates(machine).map((state) => stateName(machine.id, state.id));
    expect(
      expected.filter((name) => !shown.includes(name)),
      `${machine.id}: states missing from the diagram`,
    ).toEqual([]);
    await page.getByRole('link', { name: t('flows.back') }).click();
  }
});

test('replaying a path highlights each of its states in turn', async ({ page }) => {
  await page.goto('/flows/session');
  const diagram = page.getByRole('group', {
    name: t('flows.diagramLabel', { title: entryOf('session').title }),
  });
  const paths = page.getByRole('combobox', { name: t('flows.pathChoice') });
  await expect(paths).toBeVisible();
  // A path through the logout: signed in, LOGOUT, CONFIRM, the 500 ms delay.
  const logout = paths.locator('option', { hasText: 'LOGOUT → CONFIRM → xstate.after' }).first();
  await paths.selectOption((await logout.getAttribute('value'))!);
  const steps = page.getByRole('list').filter({ has: page.locator('li[aria-current]') });
  const stepCount = await steps.getByRole('listitem').count();
  expect(stepCount).toBeGreaterThan(3);

  const current = diagram.locator('[data-state][aria-current="step"]');
  const seen: string[] = [];
  for (let index = 0; index < stepCount; index += 1) {
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: t('flows.stepOf', { step: index + 1, total: stepCount }) }),
    ).toBeVisible();
    await expect(steps.getByRole('listitem').nth(index)).toHaveAttribute('aria-current', 'step');
    seen.push(
      (
        (await current.evaluateAll((nodes) =>
          nodes.map((node) => node.getAttribute('data-state')),
        )) as string[]
      ).join(','),
    );
    if (index < stepCount - 1) await page.getByRole('button', { name: t('flows.next') }).click();
  }
  expect(seen.at(-1)).toBe('session.signedOut');
  expect(seen).toContain('session.confirmingLogout');
  expect(seen).toContain('session.loggingOut');
  // The transition taken is highlighted with the state it led to.
  await expect(
    diagram.locator('[data-transition^="session.loggingOut | xstate.after"][aria-current="step"]'),
  ).toBeAttached();

  await page.getByRole('button', { name: t('flows.previous') }).click();
  await expect(
    diagram.getByRole('img', { name: stateName('session', 'session.loggingOut') }),
  ).toHaveAttribute('aria-current', 'step');
  await page.getByRole('button', { name: t('flows.play') }).click();
  await expect(
    diagram.getByRole('img', { name: stateName('session', 'session.signedOut') }),
  ).toHaveAttribute('aria-current', 'step');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t('flows.downloadPlan') }).click();
  const plan = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(plan, 'utf8');
  expect(text).toMatch(/^# Session: session\//);
  expect(text).toContain(`${stepCount}. `);
  await expectAccessible(page, 'session path replay');
});
