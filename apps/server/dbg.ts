import { createEngine } from './src/modules/graphql/graphql.engine';
import { testConfig } from './src/test/harness';
const deps = { config: testConfig(), database: {} as never, tokens: {} as never, startedAt: 0 };
createEngine(deps as never).then((e) => { for (const x of ['shop','admin','storefront'] as const) console.log(x, e.sdl(x).length) }).catch((e) => console.error('ERR', e));
