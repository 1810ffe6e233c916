/*
| Edge renders only the Inertia root view here. edge.js adds its components plugin when the singleton is
| created, before the provider's configure({ cache }), so the plugin stays "recurring": every
| createRenderer() (shield and bouncer touch ctx.view on every request) listed the
| views directory from disk again. With the template cache on (production) the views cannot change
| while the process runs, so the list is read once.
*/
import edge from 'edge.js'
import app from '@adonisjs/core/services/app'

if (app.inProduction) {
  const listComponents = edge.loader.listComponents.bind(edge.loader)
  let components: ReturnType<typeof listComponents> | undefined
  edge.loader.listComponents = () => (components ??= listComponents())
}
