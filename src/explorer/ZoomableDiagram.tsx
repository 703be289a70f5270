import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import {
  TransformComponent,
  TransformWrapper,
  type ReactZoomPanPinchRef,
} from 'react-zoom-pan-pinch';
import type { AnyStateMachine } from 'xstate';
import { FlowDiagram, type CoverageOverlay, type DiagramItem } from './FlowDiagram';
import type { ChangeMarks } from './diff/marks';
import { layoutFlow } from './layout';
import { listStates, listTransitions } from './machine-graph';
import '@/i18n/texts/flows';

type Shown = DiagramItem & { left: number; top: number };

/**
 * The statechart in a frame that fits it on open and pans and zooms: drag or arrow keys, wheel,
 * pinch or +/−, 0 resets (react-zoom-pan-pinch). The description of the state or transition under
 * the pointer or the focus shows in a tooltip.
 */
export function ZoomableDiagram({
  machine,
  title,
  currentStates,
  currentTransitions,
  zoom,
  onZoom,
  svgRef,
  coverage,
  changes,
}: {
  machine: AnyStateMachine;
  title: string;
  currentStates: ReadonlySet<string>;
  currentTransitions: ReadonlySet<string>;
  /** The scale to open at (the URL's `zoom`); fitted to the frame when undefined. */
  zoom?: number | undefined;
  /** The scale after the reader zoomed; undefined after Fit. */
  onZoom?: ((zoom: number | undefined) => void) | undefined;
  svgRef?: Ref<SVGSVGElement> | undefined;
  /** The browser coverage to draw over the chart (./coverage.ts). */
  coverage?: CoverageOverlay | undefined;
  /** What a change did, drawn over the chart (./diff/marks.ts). */
  changes?: ChangeMarks | undefined;
}) {
  const { t } = useTranslation();
  const transitions = useMemo(() => listTransitions(machine), [machine]);
  const layout = useMemo(
    () => layoutFlow(listStates(machine), transitions),
    [machine, transitions],
  );
  const frame = useRef<HTMLDivElement>(null);
  const controls = useRef<ReactZoomPanPinchRef>(null);
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  const tooltipId = useId();
  const helpId = useId();

  const show = (item: DiagramItem, element: Element) => {
    const box = frame.current?.getBoundingClientRect();
    const rect = element.getBoundingClientRect();
    if (!box) return;
    setShown({
      ...item,
      left: Math.max(0, Math.min(rect.left - box.left, box.width - 280)),
      top: rect.bottom - box.top + 6,
    });
  };
  // The reader's zoom (buttons, wheel, pinch, + and −) is reported once it has settled.
  const zoomTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reportZoom = () => {
    clearTimeout(zoomTimer.current);
    zoomTimer.current = setTimeout(() => {
      const scale = controls.current?.instance.state.scale;
      if (scale !== undefined) onZoom?.(scale);
    }, 350);
  };
  useEffect(() => () => clearTimeout(zoomTimer.current), []);

  const hide = (id: string) => setShown((current) => (current?.id === id ? undefined : current));

  return (
    <Box>
      <HStack justify="space-between" flexWrap="wrap" mb="2" gap="2">
        <Text id={helpId} fontSize="sm" color="fg.muted">
          {t('flows.diagramHelp')}
        </Text>
        <HStack gap="1">
          <Button
            size="xs"
            variant="outline"
            onClick={() => {
              controls.current?.zoomIn();
              reportZoom();
            }}
          >
            {t('flows.zoomIn')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => {
              controls.current?.zoomOut();
              reportZoom();
            }}
          >
            {t('flows.zoomOut')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => {
              controls.current?.fitToView();
              clearTimeout(zoomTimer.current);
              onZoom?.(undefined);
            }}
          >
            {t('flows.fit')}
          </Button>
        </HStack>
      </HStack>
      <Box
        ref={frame}
        position="relative"
        borderWidth="1px"
        borderRadius="md"
        bg="bg"
        color="fg"
        overflow="hidden"
        // As tall as the fitted diagram needs, within 240 px and 70 % of the window.
        style={{
          aspectRatio: `${layout.width + 24} / ${layout.height + 24}`,
          minHeight: '240px',
          maxHeight: `min(70vh, ${layout.height + 24}px)`,
          width: '100%',
        }}
        css={{
          '& .react-transform-wrapper:focus-visible': {
            outline: '2px solid',
            outlineColor: 'var(--chakra-colors-green-focus-ring)',
          },
        }}
      >
        <TransformWrapper
          ref={controls}
          minScale={0.1}
          maxScale={4}
          fitOnInit="contain"
          centerOnInit
          limitToBounds={false}
          keyboard={{ disabled: false, panStep: 60, zoomStep: 0.2 }}
          doubleClick={{ disabled: true }}
          // A linked view opens at its zoom, centred, once the fit on open has run.
          onInit={(ref) => {
            if (zoom) requestAnimationFrame(() => ref.centerView(zoom, 0));
          }}
          onWheelStop={reportZoom}
          onPinchStop={reportZoom}
        >
          <TransformComponent
            wrapperStyle={{ width: '100%', height: '100%' }}
            wrapperProps={{
              role: 'group',
              'aria-label': title,
              'aria-describedby': helpId,
              onKeyUp: (event: React.KeyboardEvent) => {
                if (['+', '-', '=', '_', '0'].includes(event.key)) reportZoom();
              },
            }}
          >
            <FlowDiagram
              machineId={machine.id}
              layout={layout}
              transitions={transitions}
              currentStates={currentStates}
              currentTransitions={currentTransitions}
              coverage={coverage}
              changes={changes}
              onShow={show}
              onHide={hide}
              picture={svgRef}
              describedBy={shown?.description ? tooltipId : undefined}
              shownId={shown?.id}
            />
          </TransformComponent>
        </TransformWrapper>
        {shown ? (
          <Box
            id={tooltipId}
            role="tooltip"
            position="absolute"
            left={`${shown.left}px`}
            top={`${shown.top}px`}
            maxW="280px"
            p="2"
            borderRadius="md"
            borderWidth="1px"
            bg="bg.panel"
            color="fg"
            boxShadow="md"
            fontSize="sm"
            pointerEvents="none"
            zIndex="1"
          >
            <Text fontWeight="semibold">{shown.title}</Text>
            {shown.description ? <Text>{shown.description}</Text> : null}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
