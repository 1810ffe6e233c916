/*
| Pages type their props from the server (InferPageProps, presenters) with `import type`. These
| references bring the server's module augmentations (ctx.inertia, ctx.website, shared props) into the
| pages' type-check; nothing of the server reaches the browser bundle.
*/
/// <reference path="../../adonisrc.ts" />
/// <reference path="../../config/inertia.ts" />
/// <reference path="../../app/middleware/website_middleware.ts" />
/// <reference path="../../app/middleware/content_site_middleware.ts" />
/// <reference path="../../app/middleware/initialize_bouncer_middleware.ts" />
/// <reference path="../../config/auth.ts" />
/// <reference path="../../config/hash.ts" />
/// <reference path="../../config/limiter.ts" />
/// <reference path="../../config/logger.ts" />
/// <reference path="../../config/mail.ts" />
