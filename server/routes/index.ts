// Every route module, registered in one place. Add a line per module.
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { idempotencyHooks } from '../http/idempotency';
import { inputGuards } from '../http/input-guards';
import { privateAnswers } from '../http/private-answers';
import { publicCacheHooks } from '../http/public-cache';
import { sessionRoutes } from '../http/session';
import { cartRoutes } from './cart';
import { configRoutes } from './config';
import { healthRoutes } from './health';
import { seoRoutes } from './seo';
import { authRoutes } from './auth';
import { accountRoutes } from './account';
import { orderRoutes } from './orders';
import { catalogueRoutes } from './catalogue';
import { artistRoutes } from './artists';
import { contentRoutes } from './content';
import { portfolioRoutes } from './portfolio';
import { imageListRoutes } from './images-list';
import { downloadRoutes } from './downloads';
import { profileImageRoutes } from './profile-images';
import { mediaRoutes } from './media';
import { adminRoutes } from './admin';

export function registerRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  sessionRoutes(app, ctx);
  inputGuards(app);
  idempotencyHooks(app, ctx);
  publicCacheHooks(app, ctx);
  privateAnswers(app);
  healthRoutes(app, ctx);
  seoRoutes(app, ctx);
  authRoutes(app, ctx);
  accountRoutes(app, ctx);
  configRoutes(app, ctx);
  cartRoutes(app, ctx);
  orderRoutes(app, ctx);
  catalogueRoutes(app, ctx);
  artistRoutes(app, ctx);
  contentRoutes(app, ctx);
  portfolioRoutes(app, ctx);
  imageListRoutes(app, ctx);
  downloadRoutes(app, ctx);
  profileImageRoutes(app, ctx);
  mediaRoutes(app, ctx);
  adminRoutes(app, ctx);
  return Promise.resolve();
}
