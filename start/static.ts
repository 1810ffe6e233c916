/*
| @adonisjs/static binds its middleware with `bind`, so every request (a page, a POST, a 404) built a new
| serve-static handler: the public path resolved and the options copied again. The handler keeps no
| per-request state (the request and response are arguments), so one is made and shared.
*/
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/static'
import StaticMiddleware from '@adonisjs/static/static_middleware'

app.container.singleton(
  StaticMiddleware,
  () => new StaticMiddleware(app.publicPath(), app.config.get('static', defineConfig({})))
)
