import type { Ref } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Reach } from './coverage';
import type { ChangeMarks, Mark } from './diff/marks';
import type { FlowLayout, PlacedState } from './layout';
import { eventLabel, type TransitionInfo } from './machine-graph';
import '@/i18n/texts/flows';

const LEAF_FILL = 'var(--chakra-colors-bg-panel)';
const GROUP_FILL = 'var(--chakra-colors-bg-subtle)';
const LINE = 'var(--chakra-colors-fg-muted)';
const ACCENT = 'var(--chakra-colors-green-solid)';
const CURRENT = 'var(--chakra-colors-orange-solid)';
/** The arrowheads: an ordinary transition's and the replayed one's. */
const ARROW_MARKERS = [
  ['flow-arrow', LINE],
  ['flow-arrow-current', CURRENT],
] as const;
const CURRENT_FILL = 'var(--chakra-colors-orange-subtle)';
/**
 * The coverage overlay (./coverage.ts): reached in the browser solid green, reached only by the
 * unit model tests dashed blue, not reached dotted red; the labels say it in words too.
 */
export const REACH_LOOK: Record<Reach, { stroke: string; fill: string; dash: string | undefined }> =
  {
    browser: {
      stroke: 'var(--chakra-colors-green-solid)',
      fill: 'var(--chakra-colors-green-subtle)',
      dash: undefined,
    },
    unit: { stroke: 'var(--chakra-colors-blue-solid)', fill: LEAF_FILL, dash: '6 3' },
    none: {
      stroke: 'var(--chakra-colors-red-solid)',
      fill: 'var(--chakra-colors-red-subtle)',
      dash: '2 3',
    },
  };

/**
 * The diff overlay (./diff/marks.ts): added solid green, changed dashed blue (orange is the
 * replayed step's); the labels say it in words too.
 */
export const CHANGE_LOOK: Record<Mark, { stroke: string; fill: string; dash: string | undefined }> =
  {
    added: {
      stroke: 'var(--chakra-colors-green-solid)',
      fill: 'var(--chakra-colors-green-subtle)',
      dash: undefined,
    },
    changed: {
      stroke: 'var(--chakra-colors-blue-solid)',
      fill: 'var(--chakra-colors-blue-subtle)',
      dash: '6 3',
    },
  };

/** What the overlay says of each state and transition. */
export type CoverageOverlay = {
  states: ReadonlyMap<string, Reach>;
  transitions: ReadonlyMap<string, Reach>;
};

/** What the diagram says about the state or transition under the pointer or the focus. */
export type DiagramItem = { id: string; title: string; description: string | undefined };

export type FlowDiagramProps = {
  machineId: string;
  layout: FlowLayout;
  transitions: TransitionInfo[];
  /** States active at the replayed step, and the transitions that led there. */
  currentStates: ReadonlySet<string>;
  currentTransitions: ReadonlySet<string>;
  /** The item whose description is showing; `element` anchors the tooltip. */
  onShow: (item: DiagramItem, element: Element) => void;
  onHide: (id: string) => void;
  describedBy: string | undefined;
  shownId: string | undefined;
  /** The drawn SVG (for the SVG and PNG downloads: ./picture.ts). */
  picture?: Ref<SVGSVGElement> | undefined;
  /** The browser coverage drawn over the chart, when shown. */
  coverage?: CoverageOverlay | undefined;
  /** What a change did (`?diff=`), drawn over the chart instead of the coverage where it marks. */
  changes?: ChangeMarks | undefined;
};

function shortId(machineId: string, id: string): string {
  return id === machineId ? '(machine)' : id.slice(machineId.length + 1);
}

/**
 * A machine drawn as a statechart: states (nested ones inside their parents, parallel regions
 * dashed) and transitions. Every state and transition is focusable and names itself; its
 * description shows on hover and focus (the tooltip is the caller's).
 */
export function FlowDiagram(props: FlowDiagramProps) {
  const { t } = useTranslation();
  const { machineId, layout, currentStates, currentTransitions, picture, coverage, changes } =
    props;
  /** A state's or transition's look and words: its change, else its coverage. */
  const overlayOf = (mark: Mark | undefined, reach: Reach | undefined) => {
    return {
      mark,
      reach,
      look: mark ? CHANGE_LOOK[mark] : reach ? REACH_LOOK[reach] : undefined,
      words: mark
        ? `, ${t(`flows.diff.mark.${mark}`)}`
        : reach
          ? `, ${t(`flows.coverage.reach.${reach}`)}`
          : '',
    };
  };
  const hasChildren = new Set(layout.states.map((state) => state.parent).filter(Boolean));
  const byKey = new Map(props.transitions.map((transition) => [transition.key, transition]));

  const itemProps = (item: DiagramItem, label: string) => ({
    tabIndex: 0,
    role: 'img' as const,
    'aria-label': label,
    'aria-describedby': props.shownId === item.id ? props.describedBy : undefined,
    onMouseEnter: (event: React.MouseEvent<SVGGElement>) => props.onShow(item, event.currentTarget),
    onMouseLeave: () => props.onHide(item.id),
    onFocus: (event: React.FocusEvent<SVGGElement>) => props.onShow(item, event.currentTarget),
    onBlur: () => props.onHide(item.id),
    style: { outline: 'none', cursor: 'default' },
  });

  const stateItem = (state: PlacedState): DiagramItem => ({
    id: state.id,
    title: t('flows.stateLabel', { name: shortId(machineId, state.id) }),
    description: state.description,
  });

  const transitionTitle = (transition: TransitionInfo | undefined, fallback: string) =>
    transition
      ? t('flows.transitionLabel', {
          event: eventLabel(transition.event) + (transition.guard ? ` [${transition.guard}]` : ''),
          from: shortId(machineId, transition.source),
          to:
            transition.targets.map((target) => shortId(machineId, target)).join(', ') ||
            shortId(machineId, transition.source),
        })
      : fallback;

  const focusRing = (id: string) => (props.shownId === id ? 3 : 0);

  return (
    <svg
      ref={picture}
      role="presentation"
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      style={{ display: 'block', fontFamily: 'inherit' }}
    >
      <defs>
        {ARROW_MARKERS.map(([id, fill]) => (
          <marker
            key={id}
            id={id}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" fill={fill} />
          </marker>
        ))}
      </defs>
      {layout.states
        .filter((state) => hasChildren.has(state.id))
        .map((state) => {
          const current = currentStates.has(state.id);
          const item = stateItem(state);
          const { mark, reach, look, words } = overlayOf(
            changes?.states.get(state.id),
            coverage?.states.get(state.id),
          );
          return (
            <g
              key={state.id}
              data-state={state.id}
              data-coverage={reach}
              data-change={mark}
              aria-current={current ? 'step' : undefined}
              {...itemProps(item, item.title + words)}
            >
              <rect
                x={state.x}
                y={state.y}
                width={state.width}
                height={state.height}
                rx="10"
                fill={GROUP_FILL}
                stroke={current ? CURRENT : (look?.stroke ?? LINE)}
                strokeWidth={current || look ? 2.5 : 1 + focusRing(state.id)}
                strokeDasharray={look ? look.dash : state.type === 'parallel' ? '6 4' : undefined}
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
          );
        })}
      {layout.edges.map((edge) => {
        const current = currentTransitions.has(edge.transition);
        const transition = byKey.get(edge.transition);
        const item: DiagramItem = {
          id: edge.key,
          title: transitionTitle(transition, edge.label),
          description: transition?.description,
        };
        const { mark, reach, look, words } = overlayOf(
          changes?.transitions.get(edge.transition),
          coverage?.transitions.get(edge.transition),
        );
        return (
          <g
            key={edge.key}
            data-transition={edge.transition}
            data-coverage={reach}
            data-change={mark}
            aria-current={current ? 'step' : undefined}
            {...itemProps(item, item.title + words)}
          >
            <polyline
              points={edge.points.map((p) => `${p.x},${p.y}`).join(' ')}
              fill="none"
              stroke={current ? CURRENT : (look?.stroke ?? LINE)}
              strokeDasharray={current ? undefined : look?.dash}
              strokeWidth={current ? 3 : (look ? 2 : 1.5) + focusRing(edge.key)}
              markerEnd={current ? 'url(#flow-arrow-current)' : 'url(#flow-arrow)'}
            />
            <text
              x={edge.labelX}
              y={edge.labelY + 4}
              fontSize="11"
              fontWeight={current ? 'bold' : undefined}
              textAnchor="middle"
              fill="currentColor"
              paintOrder="stroke"
              stroke="var(--chakra-colors-bg)"
              strokeWidth="4"
              textDecoration={props.shownId === edge.key ? 'underline' : undefined}
            >
              {edge.label}
            </text>
          </g>
        );
      })}
      {layout.states
        .filter((state) => !hasChildren.has(state.id))
        .map((state) => {
          const current = currentStates.has(state.id);
          const item = stateItem(state);
          const { mark, reach, look, words } = overlayOf(
            changes?.states.get(state.id),
            coverage?.states.get(state.id),
          );
          return (
            <g key={state.id}>
              <g
                data-state={state.id}
                data-coverage={reach}
                data-change={mark}
                aria-current={current ? 'step' : undefined}
                {...itemProps(item, item.title + words)}
              >
                <rect
                  x={state.x}
                  y={state.y}
                  width={state.width}
                  height={state.height}
                  rx="18"
                  fill={current ? CURRENT_FILL : (look?.fill ?? LEAF_FILL)}
                  stroke={current ? CURRENT : (look?.stroke ?? (state.initial ? ACCENT : LINE))}
                  strokeDasharray={current ? undefined : look?.dash}
                  strokeWidth={(current || state.initial || look ? 2.5 : 1.5) + focusRing(state.id)}
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
              </g>
              {state.loops.map((loop, index) => {
                const transition = byKey.get(loop.transition);
                const loopItem: DiagramItem = {
                  id: `${state.id}#loop${index}`,
                  title: transitionTitle(transition, loop.label),
                  description: transition?.description,
                };
                const taken = currentTransitions.has(loop.transition);
                const loopOverlay = overlayOf(
                  changes?.transitions.get(loop.transition),
                  coverage?.transitions.get(loop.transition),
                );
                return (
                  <g
                    key={`${loop.transition}-${index}`}
                    data-transition={loop.transition}
                    data-coverage={loopOverlay.reach}
                    data-change={loopOverlay.mark}
                    aria-current={taken ? 'step' : undefined}
                    {...itemProps(loopItem, loopItem.title + loopOverlay.words)}
                  >
                    <text
                      x={state.x + state.width / 2}
                      y={state.y + 40 + index * 16}
                      fontSize="11"
                      fontWeight={taken ? 'bold' : undefined}
                      textDecoration={props.shownId === loopItem.id ? 'underline' : undefined}
                      textAnchor="middle"
                      fill="currentColor"
                    >
                      {taken ? '▶ ' : ''}⟲ {loop.label}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
    </svg>
  );
}
