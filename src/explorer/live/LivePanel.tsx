import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Code } from '@chakra-ui/react/code';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useReducer } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import { machineRegistry } from '@machines/index';
import { ZoomableDiagram } from '../ZoomableDiagram';
import {
  activeStateIds,
  formatStateValue,
  LIVE_CHANNEL,
  type LiveActor,
  type LiveMessage,
  type LiveTransition,
} from './protocol';
import '@/i18n/texts/flows';
// The diagrams quote the machines' texts (their toasts and messages), as the explorer's page does.
import '@/i18n/texts/account';
import '@/i18n/texts/catalogue';
import '@/i18n/texts/checkout';
import '@/i18n/texts/orders';
import '@/i18n/texts/shared';

const LOG_SIZE = 300;
const noIds: ReadonlySet<string> = new Set();

type Live = {
  /** Running actors by page and actor id, in the order they were first seen. */
  actors: Map<string, LiveActor>;
  /** Newest first. */
  log: LiveTransition[];
  chosen: string | undefined;
};

type Action = { type: 'message'; message: LiveMessage } | { type: 'choose'; key: string };

const keyOf = (actor: { page: string; actor: string }) => `${actor.page}/${actor.actor}`;

function reduce(live: Live, action: Action): Live {
  if (action.type === 'choose') return { ...live, chosen: action.key };
  const { message } = action;
  if (message.kind === 'hello') return live;
  const actors = new Map(live.actors);
  const key = keyOf(message.actor);
  if (message.actor.status === 'active') actors.set(key, message.actor);
  else actors.delete(key);
  const log =
    message.kind === 'transition' ? [message.transition, ...live.log].slice(0, LOG_SIZE) : live.log;
  return { actors, log, chosen: live.chosen };
}

const titleOf = (machineId: string) =>
  machineRegistry.find((entry) => entry.machine.id === machineId)?.title ?? machineId;

const timeOf = (time: number) => {
  const date = new Date(time);
  return `${date.toLocaleTimeString('en-GB', { hour12: false })}.${String(date.getMilliseconds()).padStart(3, '0')}`;
};

/**
 * `/flows?live`: the actors of the app's pages opened with `?inspect` in this browser, each
 * one's current state on its diagram, and the event log (event, from, to, time). The pages post
 * over a BroadcastChannel of this origin (./inspector.ts), already redacted; nothing else talks.
 */
export function LivePanel() {
  const { t } = useTranslation();
  const [live, dispatch] = useReducer(reduce, {
    actors: new Map(),
    log: [],
    chosen: undefined,
  });

  useEffect(() => {
    const channel = new BroadcastChannel(LIVE_CHANNEL);
    channel.addEventListener('message', (event: MessageEvent<LiveMessage>) =>
      dispatch({ type: 'message', message: event.data }),
    );
    // Pages opened before this one tell their running actors again.
    channel.postMessage({ kind: 'hello' } satisfies LiveMessage);
    return () => channel.close();
  }, []);

  const actors = [...live.actors.values()];
  const chosen =
    (live.chosen && live.actors.get(live.chosen)) ?? (actors.length ? actors.at(-1) : undefined);
  const entry = chosen
    ? machineRegistry.find((candidate) => candidate.machine.id === chosen.machine)
    : undefined;
  const current = entry && chosen ? activeStateIds(entry.machine, chosen.value) : noIds;

  return (
    <Container maxW="7xl" py="6">
      <Link href="/flows">{t('flows.back')}</Link>
      <Heading as="h1" size="2xl" mt="2" mb="2">
        {t('flows.live.title')}
      </Heading>
      <Text mb="2">{t('flows.live.intro')}</Text>
      <Text mb="6">
        <a href="/?inspect" target="_blank" rel="opener">
          <Text as="span" color="green.fg" textDecoration="underline">
            {t('flows.live.openStore')}
          </Text>
        </a>
      </Text>

      <Heading as="h2" id="live-actors" size="lg" mb="2">
        {t('flows.live.actors')}
      </Heading>
      {actors.length === 0 ? (
        <Text role="status" color="fg.muted">
          {t('flows.live.none')}
        </Text>
      ) : (
        <Stack as="ul" aria-labelledby="live-actors" gap="2" listStyleType="none" mb="4">
          {actors.map((actor) => {
            const state = formatStateValue(actor.value);
            return (
              <li key={keyOf(actor)}>
                <Button
                  size="sm"
                  variant={actor === chosen ? 'solid' : 'outline'}
                  colorPalette="green"
                  aria-pressed={actor === chosen}
                  data-machine={actor.machine}
                  // Long state values wrap: the list reflows at 320 px.
                  whiteSpace="normal"
                  height="auto"
                  minH="8"
                  py="1"
                  maxW="full"
                  justifyContent="start"
                  textAlign="start"
                  overflowWrap="anywhere"
                  onClick={() => dispatch({ type: 'choose', key: keyOf(actor) })}
                >
                  {titleOf(actor.machine)} · <Code>{state}</Code> · {actor.url}
                </Button>
              </li>
            );
          })}
        </Stack>
      )}

      {chosen ? (
        <Box as="section" aria-labelledby="live-current" mb="6">
          <Heading as="h2" id="live-current" size="md" mb="2">
            {t('flows.live.current', {
              title: titleOf(chosen.machine),
              state: formatStateValue(chosen.value),
            })}
          </Heading>
          {entry ? (
            <ZoomableDiagram
              machine={entry.machine}
              title={t('flows.diagramLabel', { title: entry.title })}
              currentStates={current}
              currentTransitions={noIds}
            />
          ) : (
            <Text color="fg.muted">{t('flows.live.unknownMachine')}</Text>
          )}
          <Heading as="h3" size="sm" mt="3" mb="1">
            {t('flows.live.context')}
          </Heading>
          <Box
            as="pre"
            fontSize="xs"
            p="2"
            borderWidth="1px"
            borderRadius="md"
            maxH="240px"
            overflow="auto"
            tabIndex={0}
          >
            {JSON.stringify(chosen.context, null, 2)}
          </Box>
        </Box>
      ) : null}

      <Heading as="h2" id="live-log" size="lg" mb="2">
        {t('flows.live.log')}
      </Heading>
      {live.log.length === 0 ? (
        <Text color="fg.muted">{t('flows.live.logEmpty')}</Text>
      ) : (
        <Box overflowX="auto" maxH="480px" overflowY="auto" tabIndex={0} aria-labelledby="live-log">
          <Box
            as="table"
            width="100%"
            fontSize="sm"
            borderCollapse="collapse"
            aria-labelledby="live-log"
          >
            <thead>
              <tr>
                {[
                  t('flows.live.time'),
                  t('flows.live.actor'),
                  t('flows.column.event'),
                  t('flows.column.from'),
                  t('flows.column.to'),
                ].map((label) => (
                  <Box as="th" key={label} textAlign="start" p="2" borderBottomWidth="2px">
                    {label}
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {live.log.map((row, index) => (
                <tr key={`${row.page}/${row.actor}/${row.time}/${live.log.length - index}`}>
                  <Box as="td" p="2" borderBottomWidth="1px" fontFamily="mono">
                    {timeOf(row.time)}
                  </Box>
                  <Box as="td" p="2" borderBottomWidth="1px">
                    {titleOf(row.machine)}
                  </Box>
                  <Box as="td" p="2" borderBottomWidth="1px" fontFamily="mono">
                    {row.type}
                  </Box>
                  <Box as="td" p="2" borderBottomWidth="1px" fontFamily="mono">
                    {row.from}
                  </Box>
                  <Box as="td" p="2" borderBottomWidth="1px" fontFamily="mono">
                    {row.to}
                  </Box>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </Container>
  );
}
