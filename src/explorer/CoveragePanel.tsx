import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Code } from '@chakra-ui/react/code';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import {
  NOT_REACHED,
  percent,
  type CoverageSummary,
  type Reach,
  type RunCoverage,
} from './coverage';
import { REACH_LOOK } from './FlowDiagram';
import { eventLabel, type TransitionInfo } from './machine-graph';
import { Swatch } from './Swatch';
import '@/i18n/texts/flows';

const REACHES: Reach[] = ['browser', 'unit', 'none'];

/**
 * The last browser run's coverage of one machine (./coverage.ts): its states and transitions
 * reached, the overlay's switch and legend, and the transitions no browser run took with the
 * reason when the model gives one (./browser-tests.ts).
 */
export function CoveragePanel({
  machineId,
  run,
  loaded,
  summary,
  transitions,
  reasons,
  shown,
  onShow,
}: {
  machineId: string;
  run: RunCoverage | undefined;
  loaded: boolean;
  summary: CoverageSummary | undefined;
  transitions: TransitionInfo[];
  reasons: ReadonlyMap<string, string>;
  shown: boolean;
  onShow: (shown: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const short = (id: string) =>
    id === machineId ? t('flows.machine') : id.slice(machineId.length + 1);
  const missing = summary
    ? transitions.filter((transition) => summary.transitionReach.get(transition.key) !== 'browser')
    : [];
  return (
    <Box as="section" aria-labelledby={headingId} mt="6" data-testid="coverage">
      <Heading as="h2" id={headingId} size="lg" mb="2">
        {t('flows.coverage.title')}
      </Heading>
      {!loaded ? null : !run || !summary ? (
        <Text fontSize="sm">{t('flows.coverage.none')}</Text>
      ) : (
        <Stack gap="2">
          <Text data-testid="coverage-states">
            {t('flows.coverage.states', {
              reached: summary.states.reached,
              total: summary.states.total,
              percent: percent(summary.states.reached, summary.states.total),
            })}
          </Text>
          <Text data-testid="coverage-transitions">
            {t('flows.coverage.transitions', {
              reached: summary.transitions.reached,
              total: summary.transitions.total,
              percent: percent(summary.transitions.reached, summary.transitions.total),
            })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('flows.coverage.run', {
              time: new Date(run.finishedAt).toLocaleString(i18n.language),
              tests: run.tests,
            })}
          </Text>
          <HStack gap="4" flexWrap="wrap">
            <Button size="sm" variant="outline" aria-pressed={shown} onClick={() => onShow(!shown)}>
              {shown ? '☑ ' : '☐ '}
              {t('flows.coverage.show')}
            </Button>
            <HStack
              as="ul"
              aria-label={t('flows.coverage.legend')}
              gap="4"
              flexWrap="wrap"
              listStyleType="none"
            >
              {REACHES.map((reach) => (
                <HStack as="li" key={reach} gap="1" fontSize="sm">
                  <Swatch look={REACH_LOOK[reach]} />
                  <span>{t(`flows.coverage.reach.${reach}`)}</span>
                </HStack>
              ))}
            </HStack>
          </HStack>
          <Heading as="h3" size="md" mt="2">
            {t('flows.coverage.missing')}
          </Heading>
          {missing.length === 0 ? (
            <Text fontSize="sm">{t('flows.coverage.allTaken')}</Text>
          ) : (
            <Box as="ul" ps="5" fontSize="sm" data-testid="coverage-missing">
              {missing.map((transition) => {
                const reach = summary.transitionReach.get(transition.key) ?? NOT_REACHED;
                const reason = reasons.get(transition.key);
                return (
                  <Box as="li" key={transition.key} data-transition={transition.key} py="1">
                    <Code fontSize="xs">
                      {short(transition.source)} — {eventLabel(transition.event)}
                      {transition.guard ? ` [${transition.guard}]` : ''} →{' '}
                      {transition.targets.map(short).join(', ') || t('flows.stays')}
                    </Code>{' '}
                    <Text as="span">{t(`flows.coverage.reach.${reach}`)}</Text>
                    {reason ? (
                      <Text color="fg.muted">{t('flows.coverage.reason', { reason })}</Text>
                    ) : null}
                  </Box>
                );
              })}
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
}
