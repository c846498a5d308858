// Page meta from a content endpoint's meta_title, meta_description and meta_keywords, with the
// {user_name}, {title} and {author} placeholders filled in where the screen knows them.
import { fillMeta, type ContentFields, type MetaValues } from '../../domain/content';
import { usePageMeta } from '../../ui/page-meta';

export function useServerMeta(
  fields: ContentFields | undefined,
  values: MetaValues = {},
  options: { noindex?: boolean; ready?: boolean } = {},
): void {
  const ready = options.ready ?? true;
  const fill = (text: string | undefined) =>
    ready && text && !/\{(user_name|title|author)\}/.test(fillMeta(text, values))
      ? fillMeta(text, values)
      : undefined;
  usePageMeta({
    title: fill(fields?.meta_title),
    description: fill(fields?.meta_description),
    keywords: fill(fields?.meta_keywords),
    ...(options.noindex ? { noindex: true } : {}),
  });
}
