import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { AnyStateMachine } from 'xstate';
import type { MachinePaths } from './generated-paths';
import { describeSteps } from './path-text';
import { pathsOnward, reachableStates, shortestWayTo } from './start-from';
import '@/i18n/texts/flows';

/** The ways on listed at first (the shortest); the rest on demand. */
const ONWARD_SHOWN = 10;

/**
 * Start from a state (issue 30, item 5): of any state a generated path reaches, the shortest
 * way there (its steps, and a button that replays it on the diagram) and the ways on from it,
 * each opening its path at the state. The chosen state is the URL's `from` (./view-url.ts).
 */
export function StartFromPanel({
  machine,
  generated,
  from,
  onFrom,
  onChoose,
}: {
  machine: AnyStateMachine;
  generated: MachinePaths | undefined;
  from: string | undefined;
  onFrom: (from: string | undefined) => void;
  onChoose: (choice: { path: string; step: number }) => void;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const [allShown, setAllShown] = useState(false);
  const short = (id: string) => id.slice(machine.id.length + 1);
  const paths = useMemo(() => generated?.paths ?? [], [generated]);
  const states = useMemo(() => reachableStates(paths), [paths]);
  const way = from ? shortestWayTo(paths, from) : undefined;
  const onward = useMemo(() => (from ? pathsOnward(paths, from) : []), [paths, from]);
  const wayThere = useMemo(
    () =>
      way && generated
        ? describeSteps(machine, way.path, t, generated.delayMs).slice(0, way.step + 1)
        : [],
    [machine, way, generated, t],
  );
  if (!generated || paths.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={`${selectId}-heading`} mt="8" data-testid="start-from">
      <Heading as="h2" id={`${selectId}-heading`} size="lg" mb="2">
        {t('flows.start.title')}
      </Heading>
      <Text fontSize="sm" mb="3">
        {t('flows.start.intro')}
      </Text>
      <label htmlFor={selectId}>
        <Text as="span" fontWeight="semibold">
          {t('flows.start.choice')}
        </Text>
      </label>
      <chakra.select
        id={selectId}
        value={from && states.includes(from) ? from : ''}
        onChange={(event) => onFrom(event.target.value || undefined)}
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
        <option value="">{t('flows.start.pick')}</option>
        {states.map((id) => (
          <option key={id} value={id}>
            {short(id)}
          </option>
        ))}
      </chakra.select>
      {way && from ? (
        <Stack gap="3" mt="3">
          <Text fontWeight="semibold" data-testid="start-shortest">
            {t('flows.start.shortest', { path: way.path.id, count: way.step })}
          </Text>
          <Box as="ol" ps="6" listStyleType="decimal" fontSize="sm">
            {wayThere.map((text, index) => (
              <li key={index}>{text.action}</li>
            ))}
          </Box>
          <Box>
            <Button
              size="sm"
              colorPalette="green"
              onClick={() => onChoose({ path: way.path.id, step: way.step })}
            >
              {t('flows.start.replay')}
            </Button>
          </Box>
          <Heading as="h3" size="md">
            {t('flows.start.onward', { state: short(from) })}
          </Heading>
          {onward.length === 0 ? (
            <Text fontSize="sm">{t('flows.start.noOnward')}</Text>
          ) : (
            <Box as="ul" ps="5" fontSize="sm" data-testid="start-onward">
              {(allShown ? onward : onward.slice(0, ONWARD_SHOWN)).map(
                ({ path, step, onward: count }) => (
                  <Box as="li" key={path.id} py="1">
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => onChoose({ path: path.id, step })}
                      whiteSpace="normal"
                      height="auto"
                      py="1"
                      textAlign="start"
                    >
                      {t('flows.start.onwardItem', { path: path.id, count })}
                    </Button>
                    <Text color="fg.muted">{path.description}</Text>
                  </Box>
                ),
              )}
            </Box>
          )}
          {onward.length > ONWARD_SHOWN ? (
            <Box>
              <Button size="sm" variant="outline" onClick={() => setAllShown(!allShown)}>
                {allShown
                  ? t('flows.start.fewer', { count: ONWARD_SHOWN })
                  : t('flows.start.all', { count: onward.length })}
              </Button>
            </Box>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
