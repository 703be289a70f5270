/** A status badge's colour: ended badly red, delivered green, refunds orange, else blue. */
export function statusPaletteOf(status: string): 'red' | 'green' | 'orange' | 'blue' {
  if (status === 'canceled' || status === 'failed') return 'red';
  if (status === 'delivered') return 'green';
  if (status.startsWith('refund')) return 'orange';
  return 'blue';
}
