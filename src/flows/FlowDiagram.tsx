import { Box } from '@chakra-ui/react/box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import { layoutFlow } from './layout';
import { listStates, listTransitions } from './machine-graph';

const LEAF_FILL = 'var(--chakra-colors-bg-panel)';
const GROUP_FILL = 'var(--chakra-colors-bg-subtle)';
const LINE = 'var(--chakra-colors-fg-subtle)';
const ACCENT = 'var(--chakra-colors-green-solid)';

/** A machine drawn as a statechart: states (nested ones inside their parents) and transitions. */
export function FlowDiagram({ machine, title }: { machine: AnyStateMachine; title: string }) {
  const { t } = useTranslation();
  const layout = useMemo(
    () => layoutFlow(listStates(machine), listTransitions(machine)),
    [machine],
  );
  const hasChildren = new Set(layout.states.map((state) => state.parent).filter(Boolean));

  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg" color="fg">
      <svg
        role="img"
        aria-label={title}
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        style={{ display: 'block', fontFamily: 'inherit' }}
      >
        <defs>
          <marker
            id="flow-arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" fill={LINE} />
          </marker>
        </defs>
        {layout.states
          .filter((state) => hasChildren.has(state.id))
          .map((state) => (
            <g key={state.id}>
              <rect
                x={state.x}
                y={state.y}
                width={state.width}
                height={state.height}
                rx="10"
                fill={GROUP_FILL}
                stroke={LINE}
                strokeDasharray={state.type === 'parallel' ? '6 4' : undefined}
              />
              <text
                x={state.x + 10}
                y={state.y + 16}
                fontSize="12"
                fontWeight="bold"
                fill="currentColor"
              >
                {state.key}
                {state.type === 'parallel' && ` ${t('flows.parallel')}`}
              </text>
            </g>
          ))}
        {layout.edges.map((edge) => (
          <g key={edge.key}>
            <polyline
              points={edge.points.map((p) => `${p.x},${p.y}`).join(' ')}
              fill="none"
              stroke={LINE}
              strokeWidth="1.5"
              markerEnd="url(#flow-arrow)"
            />
            <text
              x={edge.labelX}
              y={edge.labelY + 4}
              fontSize="11"
              textAnchor="middle"
              fill="currentColor"
              paintOrder="stroke"
              stroke="var(--chakra-colors-bg)"
              strokeWidth="4"
            >
              {edge.label}
            </text>
          </g>
        ))}
        {layout.states
          .filter((state) => !hasChildren.has(state.id))
          .map((state) => (
            <g key={state.id}>
              <rect
                x={state.x}
                y={state.y}
                width={state.width}
                height={state.height}
                rx="18"
                fill={LEAF_FILL}
                stroke={state.initial ? ACCENT : LINE}
                strokeWidth={state.initial ? 2.5 : 1.5}
              />
              {state.type === 'final' ? (
                <rect
                  x={state.x + 3}
                  y={state.y + 3}
                  width={state.width - 6}
                  height={state.height - 6}
                  rx="15"
                  fill="none"
                  stroke={LINE}
                />
              ) : null}
              <text
                x={state.x + state.width / 2}
                y={state.y + 22}
                fontSize="12"
                fontWeight="bold"
                textAnchor="middle"
                fill="currentColor"
              >
                {state.key}
              </text>
              {state.loops.map((loop, index) => (
                <text
                  key={`${loop}-${index}`}
                  x={state.x + state.width / 2}
                  y={state.y + 40 + index * 16}
                  fontSize="11"
                  textAnchor="middle"
                  fill="currentColor"
                >
                  ⟲ {loop}
                </text>
              ))}
            </g>
          ))}
      </svg>
    </Box>
  );
}
