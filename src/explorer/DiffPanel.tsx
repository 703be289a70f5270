import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Code } from '@chakra-ui/react/code';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { AnyStateMachine } from 'xstate';
import type { CoverageSummary } from './coverage';
import { changeCoverage } from './diff/change-coverage';
import type { Change, MachineDiff } from './diff/changes';
import { DIFFS_DIR, diffFileName, type DiffFile } from './diff/diff-file';
import { changeMarks, goneKinds, type Mark } from './diff/marks';
import { DiffPictures } from './DiffPictures';
import type { GalleryIndex } from './flows-data';
import { listTransitions } from './machine-graph';
import { CHANGE_LOOK } from './FlowDiagram';
import { FLOWS_DATA, fetchJson } from './flows-data';
import type { SelectablePath } from './selection';
import type { ExplorerView } from './view-url';
import { Swatch } from './Swatch';
import '@/i18n/texts/flows';

export type FlowsDiffData = { diff: DiffFile | undefined; loaded: boolean };

/** The diff `npm run flows:diff -- <ref>` left for the explorer, once per ref. */
export function useFlowsDiff(ref: string | undefined): FlowsDiffData {
  const [data, setData] = useState<FlowsDiffData & { ref?: string }>({
    diff: undefined,
    loaded: false,
  });
  useEffect(() => {
    if (!ref) return;
    let active = true;
    void fetchJson<DiffFile>(`${FLOWS_DATA}/${DIFFS_DIR}/${diffFileName(ref)}`).then((diff) => {
      if (active)
        setData({ ref, diff: Array.isArray(diff?.machines) ? diff : undefined, loaded: true });
    });
    return () => {
      active = false;
    };
  }, [ref]);
  return data.ref === ref ? data : { diff: undefined, loaded: false };
}

const MARKS: Mark[] = ['added', 'changed'];

const isPathChange = (change: Change) => change.kind.startsWith('path-');

/** The states whose screens a change may alter: those it marks and its transitions' targets. */
function picturedStates(machine: AnyStateMachine, machineDiff: MachineDiff): string[] {
  const marks = changeMarks(machine, machineDiff.changes);
  const targets = listTransitions(machine)
    .filter((transition) => marks.transitions.has(transition.key))
    .flatMap((transition) => transition.targets);
  return [...new Set([...marks.states.keys(), ...targets])];
}

/** What the browser does with a changed place: the last run's reach, the test that takes it. */
function ChangeCoverageLine({
  coverage,
  recorded,
}: {
  coverage: ReturnType<typeof changeCoverage>;
  recorded: boolean;
}) {
  const { t } = useTranslation();
  if (!coverage) return null;
  return (
    <Text as="span" display="block" fontSize="xs" color="fg.muted" data-change-coverage="">
      {coverage.reach
        ? t('flows.diff.lastRun', { reach: t(`flows.coverage.reach.${coverage.reach}`) })
        : t(recorded ? 'flows.diff.lastRunNew' : 'flows.diff.noRun')}
      {' · '}
      {coverage.test ? (
        <>
          {t('flows.diff.test')} <Code>{coverage.test.command}</Code>
        </>
      ) : (
        t('flows.diff.noTest')
      )}
    </Text>
  );
}

/**
 * `/flows/<machine>?diff=<ref>`: what a change did to this machine against `ref`, in words
 * beside the marks on the diagram: each change (what is gone struck through, as it is not in the
 * drawing), and the paths it touches, each replayed on the diagram by one button.
 */
export function DiffPanel({
  diffRef,
  data,
  machine,
  machineDiff,
  paths,
  summary,
  gallery,
  onChoose,
}: {
  diffRef: string;
  data: FlowsDiffData;
  machine: AnyStateMachine;
  machineDiff: MachineDiff | undefined;
  /** The machine's generated paths (the browser's are chosen from them), once made. */
  paths: SelectablePath[];
  /** The last browser run's coverage of the machine, when one is recorded. */
  summary: CoverageSummary | undefined;
  /** The working tree's pictures (`npm run flows:gallery`), the "after" of each changed state. */
  gallery: GalleryIndex | undefined;
  onChoose: (view: Partial<ExplorerView>) => void;
}) {
  const { t, i18n } = useTranslation();
  const heading = (
    <Heading as="h2" size="lg" mb="2">
      {t('flows.diff.title', { ref: diffRef })}
    </Heading>
  );
  if (!data.loaded)
    return (
      <Box as="section" aria-label={t('flows.diff.title', { ref: diffRef })} mb="4">
        {heading}
        <Text>{t('flows.diff.loading')}</Text>
      </Box>
    );
  if (!data.diff)
    return (
      <Box as="section" aria-label={t('flows.diff.title', { ref: diffRef })} mb="4">
        {heading}
        <Text data-testid="diff-missing">{t('flows.diff.missing', { ref: diffRef })}</Text>
      </Box>
    );
  const changes = machineDiff?.changes.filter((change) => !isPathChange(change)) ?? [];
  const gonePaths =
    machineDiff?.changes.filter((change) => change.kind === 'path-removed').map((c) => c.pathId) ??
    [];
  const kindOfPath = new Map(
    machineDiff?.changes
      .filter((change) => change.kind === 'path-added' || change.kind === 'path-changed')
      .map((change) => [change.pathId, change.kind]),
  );
  return (
    <Box
      as="section"
      aria-label={t('flows.diff.title', { ref: diffRef })}
      mb="4"
      p="4"
      borderWidth="1px"
      borderRadius="md"
      data-testid="diff-panel"
    >
      {heading}
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('flows.diff.made', {
          commit: data.diff.commit.slice(0, 12),
          time: new Date(data.diff.madeAt).toLocaleString(i18n.language),
        })}
      </Text>
      {!machineDiff || machineDiff.status === 'unchanged' ? (
        <Text data-testid="diff-unchanged">{t('flows.diff.unchanged')}</Text>
      ) : (
        <>
          <HStack as="ul" listStyleType="none" gap="4" flexWrap="wrap" mb="3">
            {MARKS.map((mark) => (
              <HStack as="li" key={mark} gap="2">
                <Swatch look={CHANGE_LOOK[mark]} />
                <Text fontSize="sm">{t(`flows.diff.legend.${mark}`)}</Text>
              </HStack>
            ))}
            <Text as="li" fontSize="sm" textDecoration="line-through" opacity={0.7}>
              {t('flows.diff.legend.gone')}
            </Text>
          </HStack>
          <Heading as="h3" size="md" mb="2">
            {t('flows.diff.changes', { n: changes.length })}
          </Heading>
          <Stack as="ul" gap="1" mb="3" ps="5">
            {changes.map((change, index) => {
              const gone = goneKinds.has(change.kind);
              return (
                <Text
                  as="li"
                  key={`${change.kind}-${change.where}-${index}`}
                  fontSize="sm"
                  data-change-kind={change.kind}
                  opacity={gone ? 0.7 : undefined}
                >
                  <Text as="span" fontWeight="semibold">
                    {t(`flows.diff.kind.${change.kind}`)}
                  </Text>
                  {': '}
                  <Code textDecoration={gone ? 'line-through' : undefined}>{change.where}</Code>
                  {change.before !== undefined || change.after !== undefined ? (
                    <Text as="span" color="fg.muted">
                      {' '}
                      {t('flows.diff.fromTo', {
                        before: change.before ?? '—',
                        after: change.after ?? '—',
                      })}
                    </Text>
                  ) : null}
                  <ChangeCoverageLine
                    coverage={changeCoverage(machine, change, paths, summary)}
                    recorded={summary !== undefined}
                  />
                </Text>
              );
            })}
          </Stack>
          <Heading as="h3" size="md" mb="2">
            {t('flows.diff.paths', { n: machineDiff.affectedPathIds.length })}
          </Heading>
          <Stack as="ul" gap="1" ps="5" data-testid="diff-paths">
            {machineDiff.affectedPathIds.map((id) => (
              <HStack as="li" key={id} gap="3" flexWrap="wrap" data-path={id}>
                <Code>{id}</Code>
                <Text as="span" fontSize="sm" color="fg.muted">
                  {t(
                    `flows.diff.pathKind.${kindOfPath.get(id) === 'path-added' ? 'added' : kindOfPath.get(id) === 'path-changed' ? 'changed' : 'through'}`,
                  )}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => onChoose({ path: id, step: 0 })}
                  aria-label={t('flows.diff.replay', { path: id })}
                >
                  {t('flows.diff.replayShort')}
                </Button>
              </HStack>
            ))}
            {gonePaths.map((id) => (
              <Text as="li" key={`gone-${id}`} fontSize="sm" opacity={0.7}>
                <Code textDecoration="line-through">{id}</Code> {t('flows.diff.pathKind.gone')}
              </Text>
            ))}
          </Stack>
          <DiffPictures
            diffRef={diffRef}
            machineId={machine.id}
            states={picturedStates(machine, machineDiff)}
            after={gallery}
          />
          {machineDiff.notes.map((note) => (
            <Text key={note} fontSize="sm" mt="2">
              {note}
            </Text>
          ))}
        </>
      )}
    </Box>
  );
}
