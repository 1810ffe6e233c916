/*
| JavaScript entrypoint for ace commands: registers the TypeScript loader, then hands over to bin/console.ts.
| The production build replaces this file.
*/
import 'ts-node-maintained/register/esm'

await import('./bin/console.js')
