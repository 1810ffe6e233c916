import { defineConfig, type Plugin } from 'vite'
import { getDirname } from '@adonisjs/core/helpers'
import inertia from '@adonisjs/inertia/client'
import react from '@vitejs/plugin-react'
import adonisjs from '@adonisjs/vite/client'

/** React's modules and their counterparts in Preact's compatibility layer. */
const PREACT_COMPAT: Record<string, string> = {
  'react': 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
}

/**
 * The production browser bundle runs on Preact's React compatibility layer: React DOM alone is about
 * 65 KB gzipped, half the 120 KB a storefront page may load before it is interactive (issue 17), where
 * Preact is about 12 KB. The server still renders with React (its HTML is plain HTML that Preact
 * hydrates), and development and tests keep React for its warnings.
 */
function preactInBrowserBuild(): Plugin {
  return {
    name: 'safhati:preact-in-browser-build',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      const target = PREACT_COMPAT[source]
      if (!target || options?.ssr) return null
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}

export default defineConfig({
  plugins: [
    preactInBrowserBuild(),
    inertia({ ssr: { enabled: true, entrypoint: 'inertia/app/ssr.tsx' } }),
    react(),
    adonisjs({ entrypoints: ['inertia/app/app.tsx'], reload: ['resources/views/**/*.edge'] }),
  ],

  // Tests render pages through Vite without a browser: no HMR socket, so parallel test runs do not
  // fight over its port.
  server: process.env.NODE_ENV === 'test' ? { ws: false } : {},

  build: {
    rollupOptions: {
      // the many tiny modules shared by pages (formatters, small components) travel in a few chunks: on
      // a phone's connection each request costs a round trip, and the page's image waits behind them
      output: { experimentalMinChunkSize: 20_000 },
    },
  },

  resolve: {
    alias: {
      '~/': `${getDirname(import.meta.url)}/inertia/`,
    },
  },
})
