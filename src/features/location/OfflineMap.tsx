import { Box } from '@chakra-ui/react/box';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { MAP_PIXELS_PER_DEGREE, project, unproject, type LatLng } from '@/domain/geo';
import '@/i18n/texts/shared';

export type MapZone = { id: number; name?: string | null; coordinates: LatLng[] };

/** A labelled dot on the map (a store, a courier). */
export type MapMarker = { id: string; position: LatLng; label: string; color: string };

type Props = {
  centre: LatLng;
  zones: MapZone[];
  /** Without it the map is a still picture (the tracking drawer). */
  onMove?: (centre: LatLng) => void;
  markers?: MapMarker[];
  label?: string;
  height?: string;
  maxHeight?: string;
  /** Map scale; the default shows a district, the tracking drawer zooms in on a neighbourhood. */
  pixelsPerDegree?: number;
};

const KEY_STEP_PX = 40;

/** The centre pin, its point at (0, 0). */
export const PIN_PATH = 'M0 0 C -10 -16 -14 -22 -14 -30 A 14 14 0 1 1 14 -30 C 14 -22 10 -16 0 0 Z';
const ARROWS: Record<string, { x: number; y: number }> = {
  ArrowUp: { x: 0, y: -KEY_STEP_PX },
  ArrowDown: { x: 0, y: KEY_STEP_PX },
  ArrowLeft: { x: -KEY_STEP_PX, y: 0 },
  ArrowRight: { x: KEY_STEP_PX, y: 0 },
};

/**
 * The map used when no Google Maps key is configured: service zones drawn as SVG under a fixed
 * centre pin. Drag (or the arrow keys) moves the map; letting go reports the new centre.
 */
export function OfflineMap({
  centre,
  zones,
  onMove,
  markers = [],
  label,
  height = '300px',
  maxHeight = '50dvh',
  pixelsPerDegree = MAP_PIXELS_PER_DEGREE,
}: Props) {
  const { t } = useTranslation();
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);

  const offset = drag ?? { x: 0, y: 0 };
  const finishMove = (delta: { x: number; y: number }) => {
    if (onMove && (delta.x !== 0 || delta.y !== 0))
      onMove(unproject(delta, centre, pixelsPerDegree));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!onMove) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, y: event.clientY };
    setDrag({ x: 0, y: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    setDrag({ x: start.current.x - event.clientX, y: start.current.y - event.clientY });
  };
  const onPointerUp = () => {
    if (!start.current) return;
    start.current = null;
    const delta = offset;
    setDrag(null);
    finishMove(delta);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    finishMove(step);
  };

  const interactive = onMove !== undefined;
  return (
    <Box
      role={interactive ? 'application' : 'img'}
      aria-roledescription={interactive ? t('location.mapRole') : undefined}
      aria-label={label ?? t('location.mapLabel')}
      tabIndex={interactive ? 0 : undefined}
      position="relative"
      height={height}
      maxHeight={maxHeight}
      overflow="hidden"
      borderRadius="md"
      borderWidth="1px"
      bg="bg.muted"
      cursor={interactive ? (drag ? 'grabbing' : 'grab') : 'default'}
      touchAction="none"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'colorPalette.focusRing',
        outlineOffset: '2px',
      }}
      colorPalette="green"
    >
      <svg
        width="100%"
        height="100%"
        viewBox="-300 -150 600 300"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
      >
        <defs>
          <pattern id="map-grid" width="40" height="40" patternUnits="userSpaceOnUse">
            <path d="M 40 0 L 0 0 0 40" fill="none" stroke="currentColor" strokeOpacity="0.12" />
          </pattern>
        </defs>
        <g transform={`translate(${-offset.x} ${-offset.y})`}>
          <rect x={-3000} y={-3000} width={6000} height={6000} fill="url(#map-grid)" />
          {zones.map((zone) => {
            const points = zone.coordinates.map((c) => project(c, centre, pixelsPerDegree));
            const label = points.reduce(
              (acc, p) => ({ x: acc.x + p.x / points.length, y: acc.y + p.y / points.length }),
              { x: 0, y: 0 },
            );
            return (
              <g key={zone.id}>
                <polygon
                  points={points.map((p) => `${p.x},${p.y}`).join(' ')}
                  fill="rgba(34, 160, 90, 0.14)"
                  stroke="rgb(34, 160, 90)"
                  strokeWidth="2"
                />
                {zone.name ? (
                  <text
                    x={label.x}
                    y={label.y}
                    textAnchor="middle"
                    fontSize="14"
                    fill="currentColor"
                    opacity="0.7"
                  >
                    {zone.name}
                  </text>
                ) : null}
              </g>
            );
          })}
          {markers.map((marker) => {
            const point = project(marker.position, centre, pixelsPerDegree);
            return (
              <g
                key={marker.id}
                data-marker={marker.id}
                transform={`translate(${point.x} ${point.y})`}
              >
                <circle r="9" fill={marker.color} stroke="white" strokeWidth="3" />
                <text
                  y="-14"
                  textAnchor="middle"
                  fontSize="12"
                  fontWeight="bold"
                  fill="currentColor"
                >
                  {marker.label}
                </text>
              </g>
            );
          })}
        </g>
        <g>
          <path d={PIN_PATH} fill="#e53e3e" stroke="white" strokeWidth="2" />
          <circle cx="0" cy="-30" r="5" fill="white" />
        </g>
      </svg>
    </Box>
  );
}
