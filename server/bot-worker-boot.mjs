// A bot worker thread's first module: worker threads on Node 20 do not take loader flags (`execArgv: ['--import',
// 'tsx']` leaves .ts unknown: nodejs/node#47747), so this plain JavaScript registers tsx's hooks inside the thread,
// then imports the TypeScript worker. The same under `tsx server/main.ts` and in vitest; no eval. The built server
// (dist-server/, scripts/build-server.mjs) starts its built worker instead.
import { register } from 'tsx/esm/api';

register();
await import('./bot-worker.ts');
