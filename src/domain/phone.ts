/** SPEC §5 parcel tracking: the phone is sent with a + prefix. */
export function withPlusPrefix(phone: string): string {
  const digits = phone.trim().replace(/[\s-]/g, '');
  if (digits === '') return '';
  return digits.startsWith('+') ? digits : `+${digits}`;
}

/** An order id typed by hand: a positive whole number, else null. */
export function parseOrderId(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
