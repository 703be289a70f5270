import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Code } from '@chakra-ui/react/code';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { AnyStateMachine } from 'xstate';
import { browserModels, browserTestOf } from './browser-tests';
import { downloadText } from './download';
import { pictureUrl, stepPictures, GALLERY_LOOKS, type GalleryIndex } from './flows-data';
import type { MachinePaths } from './generated-paths';
import { describeSteps, toMarkdownPlan, type StepPicture } from './path-text';
import { StatePictures } from './StatePictures';
import '@/i18n/texts/flows';

export type Highlight = { states: ReadonlySet<string>; transitions: ReadonlySet<string> };

const PLAY_STEP_MS = 1200;
/** The generators of src/explorer/generated-paths, in the order their groups are listed. */
const PATH_GENERATORS = ['shortest', 'simple', 'scenario'] as const;

/** Generates the machine's paths after the diagram has painted (location makes ~400). */
export function useMachinePaths(machine: AnyStateMachine): MachinePaths | undefined {
  const [result, setResult] = useState<{ id: string; paths: MachinePaths } | undefined>();
  useEffect(() => {
    let active = true;
    void import('./generated-paths').then(({ machinePaths }) => {
      if (active) setResult({ id: machine.id, paths: machinePaths(machine) });
    });
    return () => {
      active = false;
    };
  }, [machine]);
  return result?.id === machine.id ? result.paths : undefined;
}

/**
 * The machine's generated paths: choose one, read it as numbered steps, replay it on the
 * diagram (previous, next, play), copy or download it as a Markdown test plan, and find the
 * Playwright test that runs it in the browser.
 */
export function PathPanel({
  machine,
  title,
  chosenId,
  step,
  onChoose,
  onHighlight,
  generated,
  gallery,
}: {
  machine: AnyStateMachine;
  title: string;
  /** The machine's generated paths (useMachinePaths), undefined while they are made. */
  generated: MachinePaths | undefined;
  /** The gallery's pictures (./flows-data.ts), shown beside the step and in the plan. */
  gallery: GalleryIndex | undefined;
  /** The chosen path and step (from the URL: ./view-url.ts); the first path by default. */
  chosenId: string | undefined;
  step: number;
  onChoose: (choice: { path?: string | undefined; step: number }) => void;
  onHighlight: (highlight: Highlight | undefined) => void;
}) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const [copied, setCopied] = useState(false);
  const [linkCopied, setLinkCopied] = useState(false);
  const selectId = useId();

  const path =
    generated?.paths.find((candidate) => candidate.id === chosenId) ?? generated?.paths[0];
  const steps = useMemo(
    () => (path && generated ? describeSteps(machine, path, t, generated.delayMs) : []),
    [machine, path, generated, t],
  );
  const last = Math.max(0, steps.length - 1);
  const current = Math.min(step, last);
  const isPlaying = playing && current < last;

  useEffect(() => {
    const traced = path?.trace[current];
    onHighlight(
      traced
        ? { states: new Set(traced.states), transitions: new Set(traced.transitions) }
        : undefined,
    );
  }, [path, current, onHighlight]);
  useEffect(() => () => onHighlight(undefined), [onHighlight]);

  useEffect(() => {
    if (!isPlaying) return;
    const timer = setTimeout(() => onChoose({ step: current + 1 }), PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [isPlaying, current, onChoose]);

  const browserTest =
    path && generated?.inBrowser.has(path.id) ? browserTestOf(machine.id, path.id) : undefined;
  const short = (id: string) => id.slice(machine.id.length + 1);
  const picturesAt = (index: number): StepPicture[] =>
    stepPictures(gallery, path?.trace[index]?.states ?? []).flatMap(({ state, pictures }) =>
      GALLERY_LOOKS.filter((look) => pictures[look]).map((look) => ({
        alt: t('flows.gallery.alt', { state: short(state), look: t(`flows.gallery.look.${look}`) }),
        url: pictureUrl(pictures[look]!, window.location.origin),
      })),
    );
  const plan = () =>
    path
      ? toMarkdownPlan(
          title,
          path,
          steps,
          browserTest ? `${browserTest.file} › ${browserTest.title}` : undefined,
          picturesAt,
        )
      : '';
  const shownPictures = stepPictures(gallery, path?.trace[current]?.states ?? []);

  const setStep = (next: number) => {
    onChoose({ step: next });
    setLinkCopied(false);
  };
  const choose = (id: string) => {
    onChoose({ path: id, step: 0 });
    setLinkCopied(false);
    setPlaying(false);
    setCopied(false);
  };

  return (
    <Box as="section" aria-labelledby={`${selectId}-heading`} mt="8">
      <Heading as="h2" id={`${selectId}-heading`} size="lg" mb="2">
        {t('flows.paths')}
      </Heading>
      <Text fontSize="sm" mb="3">
        {t('flows.pathsIntro')}
      </Text>
      {!generated ? (
        <Text role="status">{t('flows.pathsLoading')}</Text>
      ) : generated.paths.length === 0 || !path ? null : (
        <Stack gap="3">
          <Box>
            <label htmlFor={selectId}>
              <Text as="span" fontWeight="semibold" me="2">
                {t('flows.pathChoice')}
              </Text>
              <Text as="span" fontSize="sm" color="fg.muted">
                ({t('flows.pathCount', { count: generated.paths.length })})
              </Text>
            </label>
            <chakra.select
              id={selectId}
              value={path.id}
              onChange={(event) => choose(event.target.value)}
              display="block"
              width="100%"
              mt="1"
              p="2"
              borderWidth="1px"
              borderRadius="md"
              bg="bg"
              color="fg"
              fontSize="sm"
            >
              {PATH_GENERATORS.map((generator) => {
                const group = generated.paths.filter(
                  (candidate) => candidate.generator === generator,
                );
                return group.length ? (
                  <optgroup key={generator} label={t(`flows.generator.${generator}`)}>
                    {group.map((candidate) => (
                      <option key={candidate.id} value={candidate.id}>
                        {generated.inBrowser.has(candidate.id) ? '▶ ' : ''}
                        {candidate.id}: {candidate.description}
                      </option>
                    ))}
                  </optgroup>
                ) : null;
              })}
            </chakra.select>
          </Box>

          <HStack gap="2" flexWrap="wrap">
            <Button
              size="sm"
              variant="outline"
              disabled={current === 0}
              onClick={() => setStep(current - 1)}
            >
              {t('flows.previous')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={current >= last}
              onClick={() => setStep(current + 1)}
            >
              {t('flows.next')}
            </Button>
            <Button
              size="sm"
              colorPalette="green"
              onClick={() => {
                if (!isPlaying && current >= last) setStep(0);
                setPlaying(!isPlaying);
              }}
            >
              {isPlaying ? t('flows.pause') : t('flows.play')}
            </Button>
            <Text role="status" fontSize="sm" fontWeight="semibold">
              {t('flows.stepOf', { step: current + 1, total: steps.length })}
            </Text>
          </HStack>

          <Box as="ol" ps="6" listStyleType="decimal">
            {steps.map((text, index) => (
              <Box
                as="li"
                key={index}
                aria-current={index === current ? 'step' : undefined}
                bg={index === current ? 'orange.subtle' : undefined}
                borderRadius="sm"
                px="2"
                py="1"
              >
                <Text>{text.action}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {text.expect}
                </Text>
              </Box>
            ))}
          </Box>

          {shownPictures.length ? (
            <Box as="section" aria-label={t('flows.gallery.step')} data-testid="step-pictures">
              <Text fontWeight="semibold" fontSize="sm">
                {t('flows.gallery.step')}
              </Text>
              {shownPictures.map(({ state, pictures }) => (
                <StatePictures key={state} state={state} name={short(state)} pictures={pictures} />
              ))}
            </Box>
          ) : null}

          <HStack gap="2" flexWrap="wrap">
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                void navigator.clipboard.writeText(plan()).then(() => setCopied(true));
              }}
            >
              {copied ? t('flows.copied') : t('flows.copyPlan')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                void navigator.clipboard
                  .writeText(window.location.href)
                  .then(() => setLinkCopied(true));
              }}
            >
              {linkCopied ? t('flows.linkCopied') : t('flows.copyLink')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                downloadText(
                  plan(),
                  `${path.id.replace(/[^A-Za-z0-9-]+/g, '_')}.md`,
                  'text/markdown',
                )
              }
            >
              {t('flows.downloadPlan')}
            </Button>
          </HStack>

          <Box fontSize="sm">
            <Text fontWeight="semibold">{t('flows.browserTest')}</Text>
            {browserTest ? (
              <>
                <Text>
                  <Code>{browserTest.file}</Code> › <Code>{browserTest.title}</Code>
                </Text>
                <Text mt="1">
                  {t('flows.browserTestCommand', { command: '' })}
                  <Code>{browserTest.command}</Code>
                </Text>
              </>
            ) : (
              <Text color="fg.muted">
                {browserModels[machine.id]
                  ? t('flows.browserTestNone')
                  : t('flows.browserTestNoMachine')}
              </Text>
            )}
          </Box>
        </Stack>
      )}
    </Box>
  );
}
