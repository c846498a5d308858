// A stored option value in words, for when no list names it (offline, or withdrawn from its
// list since): "photo-rag" → "Photo rag", "antique_white" → "Antique white".
export function humanize(value: string): string {
  const words = value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
