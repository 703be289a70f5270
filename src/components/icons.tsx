/*
 * Icons drawn as SVG in the text colour. Text glyphs (☰ ☀ ☾) would each fetch a symbols font
 * subset for themselves before they show, and shift the line when it arrives.
 */
export const SIZE = {
  width: '20',
  height: '20',
  viewBox: '0 0 24 24',
  'aria-hidden': true,
} as const;
export const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function MenuIcon() {
  return (
    <svg {...SIZE}>
      <path {...STROKE} d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function SunIcon() {
  return (
    <svg {...SIZE}>
      <circle {...STROKE} cx="12" cy="12" r="4" />
      <path
        {...STROKE}
        d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
      />
    </svg>
  );
}

export function MoonIcon() {
  return (
    <svg {...SIZE}>
      <path {...STROKE} d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />
    </svg>
  );
}

export function ChevronDownIcon() {
  return (
    <svg {...SIZE} width="16" height="16">
      <path {...STROKE} d="M6 9l6 6 6-6" />
    </svg>
  );
}
