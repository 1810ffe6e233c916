import { defineConfig } from 'vite'
import { getDirname } from '@adonisjs/core/helpers'
import inertia from '@adonisjs/inertia/client'
import react from '@vitejs/plugin-react'
import adonisjs from '@adonisjs/vite/client'

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    inertia({ ssr: { enabled: true, entrypoint: 'inertia/app/ssr.tsx' } }),
    react(),
    adonisjs({ entrypoints: ['inertia/app/app.tsx'], reload: ['resources/views/**/*.edge'] }),
  ],

  // Tests render pages through Vite without a browser: no HMR socket, so parallel test runs do not
  // fight over its port; and any Host, since they visit websites' own hosts (custom domains too). In
  // development Vite's host check lets {username}.localhost and {username}.APP_DOMAIN through.
  server:
    process.env.NODE_ENV === 'test'
      ? { ws: false, allowedHosts: true }
      : { allowedHosts: process.env.APP_DOMAIN ? [`.${process.env.APP_DOMAIN}`] : [] },

  build: {
    // terser's second pass and ES2022 output shave about a twentieth off what a phone downloads before
    // a page is interactive (React DOM is most of it)
    target: 'es2022',
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // The entry lists, for every one of the hundred pages, the files to fetch with it; in the browser
    // only a page's style sheets need that list (nothing else would load them on a later visit). Its
    // scripts are named by the page's own imports, and the first page's by the server (#page-assets,
    // app/http/pages/page_loader.ts): dropping them from the list takes about 2 KB (gzip) off every page's
    // first load.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies) =>
        dependencies.filter((dep) => dep.endsWith('.css')),
    },
  },

  resolve: {
    alias: [
      { find: '~/', replacement: `${getDirname(import.meta.url)}/inertia/` },
      // qs's side-channel in the browser build: a WeakMap and a Map instead of three packages. The
      // server keeps the package, and so does the dev server (its dependency pre-bundling hands a
      // require() the module's namespace, not its function)
      ...(command !== 'build' || isSsrBuild
        ? []
        : [
            {
              find: /^side-channel$/,
              replacement: `${getDirname(import.meta.url)}/inertia/lib/side_channel.js`,
            },
          ]),
    ],
  },
}))
