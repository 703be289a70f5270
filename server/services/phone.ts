/** Phone numbers compare on their digits; a leading `+` is optional. */
export function normalizePhone(phone: string): string {
  return phone
    .trim()
    .replace(/[\s\-().]/g, '')
    .replace(/^\+/, '');
}
