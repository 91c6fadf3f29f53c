/** How long to wait, in words: "45 seconds", "2 minutes" (the forms' rate-limit messages). */
export function waitWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
