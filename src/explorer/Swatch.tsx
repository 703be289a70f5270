/** A small sample of how the diagram draws a state of some kind (a legend's key). */
export function Swatch({
  look,
}: {
  look: { stroke: string; fill: string; dash: string | undefined };
}) {
  return (
    <svg width="28" height="16" aria-hidden="true" style={{ flexShrink: 0 }}>
      <rect
        x="2"
        y="2"
        width="24"
        height="12"
        rx="6"
        fill={look.fill}
        stroke={look.stroke}
        strokeWidth="2"
        strokeDasharray={look.dash}
      />
    </svg>
  );
}
