import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { NotFound } from '@/components/NotFound';
import { machineRegistry, type MachineEntry } from '@machines/index';
import { FlowDiagram } from './FlowDiagram';
import { eventLabel, listStates, listTransitions } from './machine-graph';

/**
 * `/flows` and `/flows/{machine id}`: the flow explorer for designers and QA. Every statechart
 * drawn from the machine itself, its states with their descriptions, its transitions, and the
 * machine's JSON for Stately Studio.
 */
export default function FlowsPage() {
  const { id } = useParams<{ id?: string }>();
  if (!id) return <FlowIndex />;
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

function downloadJson(entry: MachineEntry) {
  const blob = new Blob([JSON.stringify(entry.machine.definition, null, 2)], {
    type: 'application/json',
  });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `${entry.machine.id}.machine.json`;
  anchor.click();
  URL.revokeObjectURL(url);
}

function FlowDetail({ entry }: { entry: MachineEntry }) {
  const { t } = useTranslation();
  const states = listStates(entry.machine);
  const transitions = listTransitions(entry.machine);
  return (
    <Container maxW="7xl" py="6">
      <Link href="/flows">{t('flows.back')}</Link>
      <HStack justify="space-between" align="start" mt="2" mb="2" flexWrap="wrap">
        <Heading as="h1" size="2xl">
          {entry.title}
        </Heading>
        <Button variant="outline" size="sm" onClick={() => downloadJson(entry)}>
          {t('flows.downloadJson')}
        </Button>
      </HStack>
      <Text mb="1">{entry.purpose}</Text>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {entry.spec}
      </Text>
      {entry.machine.root.description ? <Text mb="4">{entry.machine.root.description}</Text> : null}
      <FlowDiagram
        machine={entry.machine}
        title={t('flows.diagramLabel', { title: entry.title })}
      />

      <Heading as="h2" size="lg" mt="8" mb="3">
        {t('flows.states')}
      </Heading>
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
            </Text>
          </Box>
        ))}
      </Box>

      <Heading as="h2" size="lg" mt="8" mb="3">
        {t('flows.transitions')}
      </Heading>
      <Box overflowX="auto">
        <Box as="table" width="100%" fontSize="sm" borderCollapse="collapse">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <Box as="th" key={column} textAlign="start" p="2" borderBottomWidth="2px">
                  {t(`flows.column.${column}`)}
                </Box>
              ))}
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
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Container>
  );
}
