// Profile and cover pictures. An upload is accepted only when its bytes are an image of a type the
// upload dialog accepts (sharp reads the header; the file name and declared type are ignored), of
// at most 10,000,000 bytes and
// 50 megapixels. It is re-encoded to WebP at the size the pages show (400 px square profile,
// 1920x370 cover), which drops all metadata, GPS included, and anything hidden in the file.
// Files live under storage public/artists/{artistId}/ (public/users/{userId}/ for a user who is
// not an artist) with a fresh name each time, so caches never show the old picture.
import { randomBytes } from 'node:crypto';
import {
  UPLOAD_FORMAT_NAMES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
  type ProfileImages,
} from '../../src/domain/portfolio';
import type { AppContext } from '../context';
import { HttpError, validationError } from '../http/errors';
import {
  probeUpload,
  renderCoverImage,
  renderProfileImage,
} from '../repositories/image-processing.repository';
import { PortfolioRepository } from '../repositories/portfolio.repository';
import type { UserRow } from '../repositories/session.repository';
import { BusyError, Semaphore } from './semaphore';

/** Decoding a 50 MP upload takes about 150 MB: two at a time, a few more may wait. */
const encodes = new Semaphore(2, 16, 30_000);

export type PictureKind = 'profile_image' | 'profile_background';

const LABEL: Record<PictureKind, string> = {
  profile_image: 'profile image',
  profile_background: 'profile background',
};
const PREFIX: Record<PictureKind, string> = {
  profile_image: 'profile',
  profile_background: 'cover',
};

export const uploadMessages = (kind: PictureKind) => ({
  required: `The ${LABEL[kind]} field is required.`,
  notImage: `The ${LABEL[kind]} must be an image (${UPLOAD_FORMAT_NAMES}).`,
  tooLarge: `The ${LABEL[kind]} must not be greater than 10 MB (${UPLOAD_MAX_BYTES.toLocaleString('en-US')} bytes).`,
  tooManyPixels: `The ${LABEL[kind]} is too large: it must not exceed ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels.`,
});

/** Stored `/media/...` path → storage key under public/, only for files this module wrote. */
function ownedKey(stored: string | null, kind: PictureKind): string | undefined {
  if (!stored) return undefined;
  const m = /^\/media\/((?:artists|users)\/\d+\/([a-z]+)-[a-z0-9-]+\.webp)$/.exec(stored);
  return m && m[2] === PREFIX[kind] ? `public/${m[1]}` : undefined;
}

export class ProfileImagesService {
  private readonly repo: PortfolioRepository;

  constructor(private readonly ctx: AppContext) {
    this.repo = new PortfolioRepository(ctx.db);
  }

  /** Checks, re-encodes, stores and records an uploaded picture; answers the user's paths. */
  async upload(user: UserRow, kind: PictureKind, data: Buffer): Promise<ProfileImages> {
    const messages = uploadMessages(kind);
    if (data.length === 0) throw validationError({ [kind]: [messages.required] });
    if (data.length > UPLOAD_MAX_BYTES) throw validationError({ [kind]: [messages.tooLarge] });
    const encoded = await this.encode(kind, data);
    const artist = await this.artistOf(user);
    const folder = artist ? `artists/${artist.id}` : `users/${user.id}`;
    const name = `${PREFIX[kind]}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}.webp`;
    await this.ctx.storage.write(`public/${folder}/${name}`, encoded);
    return this.replace(user, artist, kind, `/media/${folder}/${name}`);
  }

  /** The upload checked by its content and re-encoded; 422 with the reason when refused. */
  private async encode(kind: PictureKind, data: Buffer): Promise<Buffer> {
    const messages = uploadMessages(kind);
    let release: () => void;
    try {
      release = await encodes.acquire();
    } catch (error) {
      if (error instanceof BusyError) {
        throw new HttpError(503, 'The server is busy. Please try again shortly.', undefined, {
          'Retry-After': '10',
        });
      }
      throw error;
    }
    try {
      const probe = await probeUpload(data);
      if (!probe.ok) {
        const message =
          probe.reason === 'too-many-pixels' ? messages.tooManyPixels : messages.notImage;
        throw validationError({ [kind]: [message] });
      }
      try {
        return kind === 'profile_image'
          ? await renderProfileImage(data)
          : await renderCoverImage(data);
      } catch {
        // A header that parses over a body that does not (truncated or corrupt).
        throw validationError({ [kind]: [messages.notImage] });
      }
    } finally {
      release();
    }
  }

  async remove(user: UserRow, kind: PictureKind): Promise<ProfileImages> {
    const artist = await this.artistOf(user);
    return this.replace(user, artist, kind, null);
  }

  /** The artist row whose pictures these are: only while the account is an artist's. */
  private artistOf(user: UserRow) {
    return user.is_artist ? this.repo.findArtistByUserId(user.id) : Promise.resolve(undefined);
  }

  private async replace(
    user: UserRow,
    artist: Awaited<ReturnType<PortfolioRepository['findArtistByUserId']>>,
    kind: PictureKind,
    path: string | null,
  ): Promise<ProfileImages> {
    const replaced = await this.repo.setPicture(user.id, artist?.id, kind, path);
    // The old files go once nothing points at them; a failed removal only leaves an orphan.
    const old = new Set(replaced.map((p) => ownedKey(p, kind)));
    for (const key of old) {
      if (key && key !== ownedKey(path, kind)) {
        await this.ctx.storage.remove(key).catch(() => undefined);
      }
    }
    return this.repo.findUserImages(user.id);
  }
}
