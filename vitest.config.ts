import { defineConfig } from 'vitest/config';

// Unit and component tests live beside the code; browser journeys live in demo/tests and run under Playwright.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'widgets/*/src/**/*.test.{ts,tsx}', 'demo/server/**/*.test.ts', 'demo/static/**/*.test.ts'],
    environment: 'node',
    // Component tests opt in with `// @vitest-environment happy-dom` at their top.
    // Property tests run hundreds of cases each; on a busy machine they need more than the default 5 s.
    testTimeout: 60_000,
    setupFiles: ['./vitest.setup.ts'],
    // Vitest leaves one core idle by default; on CI's two cores both halve the unit run (181 s → 104 s measured).
    maxWorkers: '100%',
  },
});
