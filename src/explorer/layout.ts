import dagre from '@dagrejs/dagre';
import { eventLabel, type StateInfo, type TransitionInfo } from './machine-graph';

export type Box = { x: number; y: number; width: number; height: number };
/** `loops`: transitions that stay in (or re-enter) the state, listed inside it instead of drawn. */
export type Loop = { label: string; transition: string };
export type PlacedState = StateInfo & Box & { loops: Loop[] };
export type PlacedEdge = {
  key: string;
  /** The `listTransitions` key of the transition drawn. */
  transition: string;
  from: string;
  to: string;
  points: Array<{ x: number; y: number }>;
  label: string;
  labelX: number;
  labelY: number;
};
export type FlowLayout = {
  width: number;
  height: number;
  states: PlacedState[];
  edges: PlacedEdge[];
};

const CHAR_WIDTH = 8.5;
const STATE_HEIGHT = 36;
const LOOP_LINE = 16;

function textWidth(text: string): number {
  return Math.max(60, text.length * CHAR_WIDTH + 24);
}

/**
 * dagre cannot route edges to or from a compound state, so such an edge is drawn from (or to)
 * the compound's first leaf: the diagram stays readable and every transition still shows.
 */
function leafOf(id: string, states: StateInfo[]): string {
  const children = states.filter((state) => state.parent === id);
  if (children.length === 0) return id;
  const first = children.find((child) => child.initial) ?? children[0]!;
  return leafOf(first.id, states);
}

type Edge = { from: string; to: string; label: string; name: string; transition: string };

/** Splits transitions into drawn edges and loops that stay on one state. */
function edgesOf(states: StateInfo[], transitions: TransitionInfo[]) {
  const ids = new Set(states.map((state) => state.id));
  const loops = new Map<string, Loop[]>();
  const edges: Edge[] = [];
  for (const transition of transitions) {
    if (!ids.has(transition.source)) continue;
    const label = eventLabel(transition.event) + (transition.guard ? ` [${transition.guard}]` : '');
    const targets = transition.targets.length > 0 ? transition.targets : [transition.source];
    for (const target of targets.filter((id) => ids.has(id))) {
      const from = leafOf(transition.source, states);
      const to = leafOf(target, states);
      if (from === to)
        loops.set(from, [...(loops.get(from) ?? []), { label, transition: transition.key }]);
      else
        edges.push({
          from,
          to,
          label,
          name: `${transition.key}->${target}`,
          transition: transition.key,
        });
    }
  }
  return { ids, loops, edges };
}

/** Places a machine's states (nested inside their parents) and transitions with dagre. */
export function layoutFlow(states: StateInfo[], transitions: TransitionInfo[]): FlowLayout {
  const graph = new dagre.graphlib.Graph({ compound: true, multigraph: true });
  graph.setGraph({
    rankdir: 'TB',
    nodesep: 28,
    ranksep: 56,
    edgesep: 12,
    marginx: 16,
    marginy: 16,
  });
  graph.setDefaultEdgeLabel(() => ({}));

  const { ids, loops, edges } = edgesOf(states, transitions);
  for (const state of states) {
    const own = loops.get(state.id) ?? [];
    const width = Math.max(
      textWidth(state.key),
      ...own.map((loop) => textWidth(`⟲ ${loop.label}`)),
    );
    graph.setNode(state.id, {
      label: state.key,
      width,
      height: STATE_HEIGHT + own.length * LOOP_LINE,
    });
  }
  for (const state of states)
    if (state.parent && ids.has(state.parent)) graph.setParent(state.id, state.parent);
  const byName = new Map(edges.map((edge) => [edge.name, edge]));
  for (const edge of edges) {
    graph.setEdge(
      edge.from,
      edge.to,
      { label: edge.label, width: textWidth(edge.label), height: 18, labelpos: 'c' },
      edge.name,
    );
  }

  dagre.layout(graph);

  const placed = states.map((state) => {
    const node = graph.node(state.id) as Box;
    return {
      ...state,
      loops: loops.get(state.id) ?? [],
      x: node.x - node.width / 2,
      y: node.y - node.height / 2,
      width: node.width,
      height: node.height,
    };
  });
  const placedEdges = graph.edges().map((edge) => {
    const data = graph.edge(edge) as {
      points: Array<{ x: number; y: number }>;
      label: string;
      x: number;
      y: number;
    };
    const drawn = byName.get(edge.name ?? '');
    return {
      key: edge.name ?? `${edge.v}->${edge.w}`,
      transition: drawn?.transition ?? '',
      from: edge.v,
      to: edge.w,
      points: data.points,
      label: data.label,
      labelX: data.x,
      labelY: data.y,
    };
  });
  const size = graph.graph() as { width?: number; height?: number };
  return {
    width: size.width ?? 400,
    height: size.height ?? 300,
    states: placed,
    edges: placedEdges,
  };
}
