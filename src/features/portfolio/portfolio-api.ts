// Typed calls of the portfolio: My Works pages, details and market updates, delete, download
// links, and profile and cover uploads. Every answer is checked by its schema.
import type { z } from 'zod';
import { api, isNetworkFailure } from '../../data/api-client';
import { currentUser } from '../auth/current-user';
import type { categorySchema } from '../../domain/catalogue';
import {
  downloadLinkSchema,
  messageResponseSchema,
  portfolioImageResponseSchema,
  portfolioPageSchema,
  profileImagesSchema,
  type DownloadFormat,
  type DownloadUnit,
  type ImageDetailsUpdate,
  type PortfolioOrder,
  type PortfolioPage,
  type ProfileImages,
} from '../../domain/portfolio';
import { forgetWork, keepPortfolio, keepWork, keptWork, ownWorksPage } from './portfolio-offline';

export interface WorksQuery {
  page: number;
  search: string;
  order: PortfolioOrder;
  artistId?: number | undefined;
}

function loadWorks(q: WorksQuery, signal?: AbortSignal): Promise<PortfolioPage> {
  return api(portfolioPageSchema, 'GET', '/api/artist-search-images', {
    query: {
      page: q.page,
      order_by: q.order,
      ...(q.search ? { search: q.search } : {}),
      ...(q.artistId !== undefined ? { artist_id: q.artistId } : {}),
    },
    ...(signal ? { signal } : {}),
  });
}

let copied: Promise<void> | undefined;
/** Once a visit, every page of the signed-in artist's own works, for offline use. */
function copyOwnWorks(): Promise<void> {
  copied ??= (async () => {
    const all: PortfolioPage['data'] = [];
    for (let page = 1, last = 1; page <= last; page++) {
      const got = await loadWorks({ page, search: '', order: 'asc' });
      all.push(...got.data);
      last = got.last_page;
    }
    await keepPortfolio(all);
  })().catch(() => {
    copied = undefined;
  });
  return copied;
}

/** A page of My Works; offline, the artist's own works come from the device's copy. */
export async function searchWorks(q: WorksQuery, signal?: AbortSignal): Promise<PortfolioPage> {
  const ownWorks = q.artistId === undefined;
  try {
    const page = await loadWorks(q, signal);
    if (ownWorks && (await currentUser())?.artist_id != null) void copyOwnWorks();
    return page;
  } catch (error) {
    if (!ownWorks || !isNetworkFailure(error)) throw error;
    const artistId = (await currentUser())?.artist_id;
    const kept = artistId != null ? await ownWorksPage(artistId, q) : null;
    if (!kept) throw error;
    return kept;
  }
}

/** One of the user's works as stored now. */
export async function fetchWork(id: number, signal?: AbortSignal) {
  const url = `/api/artist-images/${id}`;
  return (await api(portfolioImageResponseSchema, 'GET', url, signal ? { signal } : {})).data;
}

/** A work for its edit dialog: as stored now; offline, the device's copy of an own work. */
export async function openWork(id: number, signal?: AbortSignal) {
  try {
    return await fetchWork(id, signal);
  } catch (error) {
    const kept = isNetworkFailure(error) ? await keptWork(id) : undefined;
    if (!kept) throw error;
    return kept;
  }
}

/** `version` is the details_version the dialog opened with: the server refuses an older one. */
export async function updateDetails(
  id: number,
  details: ImageDetailsUpdate,
  version: string | undefined,
) {
  const { data } = await api(portfolioImageResponseSchema, 'PUT', `/api/images/${id}`, {
    body: { ...details, details_version: version },
  });
  await keepWork(data);
  return data;
}

/** The market toggle sends only sale_in_market, as the spec asks. */
export async function setSaleInMarket(id: number, saleInMarket: boolean) {
  const body = { sale_in_market: saleInMarket };
  const { data } = await api(portfolioImageResponseSchema, 'PUT', `/api/images/${id}`, { body });
  await keepWork(data);
  return data;
}

export async function deleteImage(id: number) {
  const answer = await api(messageResponseSchema, 'DELETE', `/api/images/${id}`);
  await forgetWork(id);
  return answer;
}

export async function downloadUrl(
  id: number,
  size: { width: number; height: number; unit: DownloadUnit; format?: DownloadFormat },
): Promise<string> {
  const query = { width: size.width, height: size.height, unit: size.unit, format: size.format };
  return (await api(downloadLinkSchema, 'GET', `/api/images/${id}/download`, { query })).url;
}

export type Subject = Pick<z.infer<typeof categorySchema>, 'id' | 'name'>;

export type PictureKind = 'profile_image' | 'profile_background';
const pictureUrl: Record<PictureKind, string> = {
  profile_image: '/api/profile-image',
  profile_background: '/api/profile-background',
};

export function uploadPicture(kind: PictureKind, file: File): Promise<ProfileImages> {
  const form = new FormData();
  form.append(kind, file, file.name);
  return api(profileImagesSchema, 'POST', pictureUrl[kind], { body: form });
}

export function removePicture(kind: PictureKind): Promise<ProfileImages> {
  return api(profileImagesSchema, 'DELETE', pictureUrl[kind]);
}
