// Every /api/admin route, in one encapsulated plugin whose first hook is the admin check: it
// runs on onRequest, before the body is parsed, validated or CSRF-checked, so a guest gets 401
// and any signed-in user who is not an admin 403 from every route here, whatever they send.
// Each handler still calls requireAdmin first (the session is loaded once per request) to get
// the admin who acts. tests/api/admin-access.test.ts walks every route to keep it so.
import type { AppContext } from '../../context';
import type { ApiApp } from '../../http/api-app';
import { requireAdmin } from '../../http/session';
import { adminContentRoutes } from './content';
import { adminGalleryRoutes } from './gallery';
import { adminOrderRoutes } from './orders';
import { adminUploadRoutes } from './uploads';
import { adminUserRoutes } from './users';

export function adminRoutes(app: ApiApp, ctx: AppContext): void {
  void app.register(async (scope: ApiApp) => {
    scope.addHook('onRequest', async (request) => {
      await requireAdmin(request);
    });
    adminGalleryRoutes(scope, ctx);
    await adminUploadRoutes(scope, ctx);
    adminOrderRoutes(scope, ctx);
    adminUserRoutes(scope, ctx);
    adminContentRoutes(scope, ctx);
  });
}
