import { aiBudgetResource, aiModelResource } from '@diagops/contracts';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { describeResource } from '../../../test/resource-suite';
import { aiBudgetService } from './budget';
import { aiModelService } from './models.service';

// The kit's suite over the AI settings' two plain declarations (the ask presets are revisioned: ai.test.ts).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describeResource(aiModelResource, {
  app: () => t,
  sample: (n) => ({
    name: `suite-model-${n}`,
    provider: 'echo',
    modelName: `echo-${n}`,
    secret: 'sk-suite-secret',
    timeoutMs: 1000 + n,
    rateLimit: n % 100,
    tokenLimit: 50,
    priceInput: 0.5,
    priceOutput: 1.5,
    fallbackIds: [],
    roleIds: [],
  }),
  change: { modelName: 'echo-changed', timeoutMs: 2500 },
  service: aiModelService,
});

describeResource(aiBudgetResource, {
  app: () => t,
  sample: (n) => ({ appCode: `SUITE-${n}`, dailyTokens: n * 10, dailyCost: n % 50 }),
  change: { dailyTokens: 12_345, dailyCost: 6.5 },
  service: aiBudgetService,
});
