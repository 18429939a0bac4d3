// What the pages inside the shell load, for tests about the shell itself: empty lists and a bare flag.
import type { FakeApi } from '../../helpers/fake-api';

export function withPageData(api: FakeApi): FakeApi {
  return api
    .on('GET', 'api/v1/namespaces/:ns/flags', { flags: [] })
    .on('GET', 'api/v1/namespaces/:ns/segments', { segments: [] })
    .on('GET', 'api/v1/namespaces/:ns/flags/:key', ({ params }) => ({ key: params.key, name: params.key }))
    .on('GET', 'api/v1/namespaces/:ns/flags/:key/rules', { rules: [] })
    .on('GET', 'api/v1/namespaces/:ns/flags/:key/rollouts', { rules: [] });
}
