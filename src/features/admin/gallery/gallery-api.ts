// Manage Gallery's calls: artists, an artist's images (with deleted ones), edits, the for-sale
// toggle, delete and restore, and uploads of originals with progress.
import { api } from '../../../data/api-client';
import {
  adminArtistListSchema,
  adminArtistResponseSchema,
  adminImagePageSchema,
  adminImageResponseSchema,
  uploadResultSchema,
  type AdminArtist,
  type AdminImage,
  type AdminImagePage,
  type ArtistInput,
  type ImageStatus,
  type UploadField,
  type UploadResult,
} from '../../../domain/admin/gallery';
import { uploadWithProgress } from '../shared/xhr-upload';

export async function fetchArtists(search = '', signal?: AbortSignal): Promise<AdminArtist[]> {
  return (
    await api(adminArtistListSchema, 'GET', '/api/admin/artists', {
      query: search ? { search } : {},
      signal,
    })
  ).data;
}

/** One artist as stored now. */
export async function fetchArtist(id: number): Promise<AdminArtist> {
  return (await api(adminArtistResponseSchema, 'GET', `/api/admin/artists/${id}`)).data;
}

export async function saveArtist(id: number | null, input: ArtistInput): Promise<AdminArtist> {
  const url = id === null ? '/api/admin/artists' : `/api/admin/artists/${id}`;
  return (await api(adminArtistResponseSchema, id === null ? 'POST' : 'PUT', url, { body: input }))
    .data;
}

export interface ImagesQuery {
  artistId: number;
  status: ImageStatus;
  search: string;
  page: number;
}

export function fetchImages(q: ImagesQuery, signal?: AbortSignal): Promise<AdminImagePage> {
  return api(adminImagePageSchema, 'GET', '/api/admin/images', {
    query: {
      artist_id: q.artistId,
      status: q.status,
      page: q.page,
      ...(q.search ? { search: q.search } : {}),
    },
    signal,
  });
}

export async function fetchImage(id: number, signal?: AbortSignal): Promise<AdminImage> {
  return (await api(adminImageResponseSchema, 'GET', `/api/admin/images/${id}`, { signal })).data;
}

export async function updateImage(id: number, body: Record<string, unknown>): Promise<AdminImage> {
  return (await api(adminImageResponseSchema, 'PUT', `/api/admin/images/${id}`, { body })).data;
}

export async function deleteImage(id: number): Promise<AdminImage> {
  return (await api(adminImageResponseSchema, 'DELETE', `/api/admin/images/${id}`)).data;
}

export async function restoreImage(id: number): Promise<AdminImage> {
  return (await api(adminImageResponseSchema, 'POST', `/api/admin/images/${id}/restore`)).data;
}

/** One file per request, so each has its own progress and its own answer. */
export async function uploadOriginal(
  artistId: number,
  file: File,
  details: Partial<Record<UploadField, string>>,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  const form = new FormData();
  for (const [k, v] of Object.entries(details)) if (v !== undefined && v !== '') form.append(k, v);
  form.append('files', file, file.name);
  const data = await uploadWithProgress(
    `/api/admin/artists/${artistId}/images`,
    form,
    onProgress,
    signal,
  );
  return uploadResultSchema.parse(data);
}
