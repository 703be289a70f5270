/*
 * Icons drawn as SVG in the text colour. Text glyphs (☰ ☀ ☾) would each fetch a symbols font
 * subset for themselves before they show, and shift the line when it arrives.
 */
const SIZE = { width: '20', height: '20', viewBox: '0 0 24 24', 'aria-hidden': true } as const;
const STROKE = {
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

export function CartIcon() {
  return (
    <svg {...SIZE}>
      <path {...STROKE} d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
      <circle {...STROKE} cx="10" cy="20.5" r="1" />
      <circle {...STROKE} cx="17" cy="20.5" r="1" />
    </svg>
  );
}

export function HeartIcon() {
  return (
    <svg {...SIZE}>
      <path
        {...STROKE}
        d="M12 20s-7.5-4.6-9.2-9.3A4.9 4.9 0 0 1 12 6.6a4.9 4.9 0 0 1 9.2 4.1C19.5 15.4 12 20 12 20Z"
      />
    </svg>
  );
}

export function GiftIcon() {
  return (
    <svg {...SIZE}>
      <path {...STROKE} d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13" />
      <path {...STROKE} d="M12 7S10.5 3 8 3a2 2 0 0 0 0 4M12 7s1.5-4 4-4a2 2 0 0 1 0 4" />
    </svg>
  );
}
