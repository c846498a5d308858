// Page meta from a content endpoint's meta_title, meta_description and meta_keywords, with the
// {user_name}, {title} and {author} placeholders filled in where the screen knows them (the same
// filling the server's first paint does: src/routes/route-meta.ts).
import type { ContentFields, MetaValues } from '../../domain/content';
import { filledMeta } from '../../routes/route-meta';
import { usePageMeta } from '../../ui/page-meta';

export function useServerMeta(
  fields: ContentFields | undefined,
  values: MetaValues = {},
  options: { ready?: boolean } = {},
): void {
  const ready = options.ready ?? true;
  usePageMeta(filledMeta(ready ? fields : undefined, values));
}
