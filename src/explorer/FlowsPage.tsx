import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import { NotFound } from '@/components/NotFound';
import { machineRegistry, type MachineEntry } from '@machines/index';
import { notInBrowserReason, notInBrowserReasons } from './browser-tests';
import { NOT_REACHED, summarize } from './coverage';
import { CoveragePanel } from './CoveragePanel';
import { changeMarks } from './diff/marks';
import { DiffPanel, useFlowsDiff } from './DiffPanel';
import { downloadBlob, downloadText } from './download';
import { exportFileName, exportFormats, exportMachine } from './exports';
import { LivePanel } from './live/LivePanel';
import { eventLabel, listStates, listTransitions } from './machine-graph';
import { useFlowsData } from './flows-data';
import { PathPanel, useMachinePaths, type Highlight } from './PathPanel';
import { pngOf, standaloneSvg } from './picture';
import { reachedStates, takenTransitions } from './selection';
import { StartFromPanel } from './StartFromPanel';
import { StatePictures } from './StatePictures';
import { useExplorerView } from './view-url';
import { ZoomableDiagram } from './ZoomableDiagram';
import '@/i18n/texts/flows';
import '@/i18n/texts/account';
import '@/i18n/texts/catalogue';
import '@/i18n/texts/checkout';
import '@/i18n/texts/orders';
import '@/i18n/texts/shared';

const noIds: ReadonlySet<string> = new Set();
const noReasons: ReadonlyMap<string, string> = new Map();

/**
 * `/flows` and `/flows/{machine id}`: the flow explorer for designers and QA. Every statechart
 * drawn from the machine itself (pan and zoom), its generated paths replayed on the diagram, its
 * states with their descriptions, its transitions, and exports (Stately Studio JSON, SCXML, Mermaid).
 * The view (path, step, zoom) is in the URL (./view-url.ts); the diagram downloads as SVG and PNG.
 * `/flows?live`: the actors of the pages opened with `?inspect` (./live/LivePanel.tsx).
 */
export default function FlowsPage() {
  const { id } = useParams<{ id?: string }>();
  const live = new URLSearchParams(useSearch()).has('live');
  if (!id) return live ? <LivePanel /> : <FlowIndex />;
  const entry = machineRegistry.find((candidate) => candidate.machine.id === id);
  return entry ? <FlowDetail entry={entry} /> : <NotFound />;
}

const COLUMNS = ['from', 'event', 'guard', 'to'];

function FlowIndex() {
  const { t } = useTranslation();
  return (
    <Container maxW="6xl" py="6">
      <Heading as="h1" size="2xl" mb="2">
        {t('flows.title')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('flows.subtitle')}
      </Text>
      <Text mb="6">
        <Link href="/flows?live">
          <Text as="span" color="green.fg" textDecoration="underline">
            {t('flows.live.link')}
          </Text>
        </Link>
      </Text>
      <Stack as="ul" gap="4" listStyleType="none">
        {machineRegistry.map((entry) => (
          <Box as="li" key={entry.machine.id} borderWidth="1px" borderRadius="md" p="4">
            <Link href={`/flows/${entry.machine.id}`}>
              <Text as="span" fontWeight="semibold" color="green.fg" textDecoration="underline">
                {entry.title}
              </Text>
            </Link>
            <Text fontSize="sm" mt="1">
              {entry.purpose}
            </Text>
            <Text fontSize="xs" color="fg.muted" mt="1">
              {t('flows.counts', {
                states: listStates(entry.machine).length,
                transitions: listTransitions(entry.machine).length,
              })}{' '}
              · {entry.spec}
            </Text>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}

const exportLabels = {
  json: 'flows.downloadJson',
  scxml: 'flows.downloadScxml',
  mermaid: 'flows.downloadMermaid',
} as const;

function FlowDetail({ entry }: { entry: MachineEntry }) {
  const { t, i18n } = useTranslation();
  const states = listStates(entry.machine);
  const transitions = listTransitions(entry.machine);
  const [highlight, setHighlight] = useState<Highlight | undefined>();
  const [view, changeView] = useExplorerView();
  const svg = useRef<SVGSVGElement>(null);
  const pictureName = (extension: string) =>
    `${entry.machine.id}${view.path ? `-${view.path}-step${view.step + 1}` : ''}.${extension}`;
  const title = t('flows.diagramLabel', { title: entry.title });
  const { machine } = entry;
  const generated = useMachinePaths(machine);
  const data = useFlowsData();
  const [coverageShown, setCoverageShown] = useState(true);
  // `?diff=<ref>`: what a change did to this machine, marked on the diagram (./DiffPanel.tsx).
  const diffRef = new URLSearchParams(useSearch()).get('diff') || undefined;
  const flowsDiff = useFlowsDiff(diffRef);
  const machineDiff = flowsDiff.diff?.machines.find(
    (candidate) => candidate.machine === machine.id,
  );
  const marks = useMemo(
    () => (machineDiff ? changeMarks(machine, machineDiff.changes) : undefined),
    [machine, machineDiff],
  );
  // What the unit model tests reach (every generated path) and why the browser skips some.
  const unit = useMemo(() => {
    const paths = generated?.paths ?? [];
    return {
      states: new Set(paths.flatMap((path) => [...reachedStates(path.trace)])),
      transitions: new Set(paths.flatMap((path) => [...takenTransitions(path.trace)])),
    };
  }, [generated]);
  const reasons = useMemo(() => {
    if (!generated) return noReasons;
    const runnable = generated.paths.filter((path) => !notInBrowserReason(machine.id, path));
    return notInBrowserReasons(machine.id, generated.paths, {
      states: new Set(runnable.flatMap((path) => [...reachedStates(path.trace)])),
      transitions: new Set(runnable.flatMap((path) => [...takenTransitions(path.trace)])),
    }).transitions;
  }, [generated, machine]);
  const summary = useMemo(
    () =>
      data.coverage ? summarize(machine, data.coverage.machines[machine.id], unit) : undefined,
    [data.coverage, machine, unit],
  );
  const overlay =
    summary && coverageShown
      ? { states: summary.stateReach, transitions: summary.transitionReach }
      : undefined;
  const guards = data.coverage?.machines[machine.id]?.guards ?? {};
  const pictured = states.filter((state) => data.gallery?.pictures[state.id]).length;
  return (
    <Container maxW="7xl" py="6">
      <Link href="/flows">{t('flows.back')}</Link>
      <Heading as="h1" size="2xl" mt="2" mb="2">
        {entry.title}
      </Heading>
      <Text mb="1">{entry.purpose}</Text>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {entry.spec}
      </Text>
      {entry.machine.root.description ? <Text mb="4">{entry.machine.root.description}</Text> : null}
      <HStack as="section" aria-label={t('flows.exports')} gap="2" mb="4" flexWrap="wrap">
        {exportFormats.map(({ format, mime }) => (
          <Button
            key={format}
            variant="outline"
            size="sm"
            onClick={() =>
              downloadText(
                exportMachine(entry.machine, format),
                exportFileName(entry.machine, format),
                mime,
              )
            }
          >
            {t(exportLabels[format])}
          </Button>
        ))}
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            if (svg.current)
              downloadText(standaloneSvg(svg.current), pictureName('svg'), 'image/svg+xml');
          }}
        >
          {t('flows.downloadSvg')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            if (svg.current)
              void pngOf(svg.current).then((png) => downloadBlob(png, pictureName('png')));
          }}
        >
          {t('flows.downloadPng')}
        </Button>
      </HStack>
      {diffRef ? (
        <DiffPanel
          diffRef={diffRef}
          data={flowsDiff}
          machine={machine}
          machineDiff={machineDiff}
          paths={generated?.paths ?? []}
          summary={summary}
          gallery={data.gallery}
          onChoose={changeView}
        />
      ) : null}
      <ZoomableDiagram
        machine={entry.machine}
        title={title}
        currentStates={highlight?.states ?? noIds}
        currentTransitions={highlight?.transitions ?? noIds}
        zoom={view.zoom}
        onZoom={(zoom) => changeView({ zoom })}
        svgRef={svg}
        coverage={marks ? undefined : overlay}
        changes={marks}
      />

      <CoveragePanel
        machineId={machine.id}
        run={data.coverage}
        loaded={data.loaded}
        summary={summary}
        transitions={transitions}
        reasons={reasons}
        shown={coverageShown}
        onShow={setCoverageShown}
      />

      <PathPanel
        machine={entry.machine}
        title={entry.title}
        generated={generated}
        gallery={data.gallery}
        chosenId={view.path}
        step={view.step}
        onChoose={changeView}
        onHighlight={setHighlight}
      />

      <StartFromPanel
        machine={machine}
        generated={generated}
        from={view.from}
        onFrom={(from) => changeView({ from })}
        onChoose={changeView}
      />

      <Heading as="h2" size="lg" mt="8" mb="3">
        {t('flows.states')}
      </Heading>
      {data.loaded ? (
        <Text fontSize="sm" mb="2" data-testid="gallery-count">
          {data.gallery
            ? t('flows.gallery.count', {
                count: pictured,
                time: new Date(data.gallery.takenAt).toLocaleString(i18n.language),
              })
            : t('flows.gallery.none')}
        </Text>
      ) : null}
      <Box as="dl">
        {states.map((state) => (
          <Box key={state.id} py="2" borderBottomWidth="1px">
            <Text as="dt" fontWeight="semibold" fontFamily="mono" fontSize="sm">
              {state.id.replace(`${entry.machine.id}.`, '')}
              {state.initial ? ` · ${t('flows.initial')}` : ''}
              {state.type === 'final' ? ` · ${t('flows.final')}` : ''}
            </Text>
            <Text as="dd" fontSize="sm">
              {state.description ?? '—'}
              {summary
                ? ` · ${t(`flows.coverage.reach.${summary.stateReach.get(state.id) ?? NOT_REACHED}`)}`
                : ''}
            </Text>
            {data.gallery?.pictures[state.id] ? (
              <Box as="dd">
                <StatePictures
                  state={state.id}
                  name={state.id.replace(`${entry.machine.id}.`, '')}
                  pictures={data.gallery.pictures[state.id]!}
                />
              </Box>
            ) : null}
          </Box>
        ))}
      </Box>

      <Heading as="h2" size="lg" mt="8" mb="3">
        {t('flows.transitions')}
      </Heading>
      {/* A narrow screen scrolls the table sideways: the keyboard can, too. */}
      <Box overflowX="auto" tabIndex={0} role="region" aria-label={t('flows.transitions')}>
        <Box as="table" width="100%" fontSize="sm" borderCollapse="collapse">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <Box as="th" key={column} textAlign="start" p="2" borderBottomWidth="2px">
                  {t(`flows.column.${column}`)}
                </Box>
              ))}
              {summary ? (
                <Box as="th" textAlign="start" p="2" borderBottomWidth="2px">
                  {t('flows.coverage.column')}
                </Box>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {transitions.map((transition) => (
              <tr key={transition.key}>
                <Box as="td" p="2" borderBottomWidth="1px" fontFamily="mono">
                  {transition.source
                    .replace(`${entry.machine.id}.`, '')
                    .replace(entry.machine.id, t('flows.machine'))}
                </Box>
                <Box as="td" p="2" borderBottomWidth="1px" fontFamily="mono">
                  {eventLabel(transition.event)}
                </Box>
                <Box as="td" p="2" borderBottomWidth="1px" fontFamily="mono">
                  {transition.guard ?? ''}
                </Box>
                <Box as="td" p="2" borderBottomWidth="1px" fontFamily="mono">
                  {transition.targets
                    .map((target) => target.replace(`${entry.machine.id}.`, ''))
                    .join(', ') || t('flows.stays')}
                </Box>
                {summary ? (
                  <Box as="td" p="2" borderBottomWidth="1px" data-coverage-cell={transition.key}>
                    {t(
                      `flows.coverage.reach.${summary.transitionReach.get(transition.key) ?? NOT_REACHED}`,
                    )}
                    {guards[transition.key]
                      ? ` (${t('flows.coverage.guards', guards[transition.key])})`
                      : ''}
                  </Box>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Container>
  );
}
