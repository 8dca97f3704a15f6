/** The digits of a typed or pasted app code, at most six: spaces and labels fall away. */
export function codeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 6);
}
