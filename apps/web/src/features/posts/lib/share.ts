export function shareUrl(text: string): string {
  return `https://x.com/intent/tweet?text=${encodeURIComponent(text)}`;
}

/** Opens X's compose window with the text filled in, without giving it a handle on this page. */
export function shareOnX(text: string): void {
  window.open(shareUrl(text), '_blank', 'noopener,noreferrer');
}
