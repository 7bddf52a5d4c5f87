// `PROFILE=1 npx vitest run <files>`: a CPU profile per worker in test-results/profiles/, to open in
// Chrome DevTools (Performance → Load profile), to see where the suite's time goes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

const session = new Session();
session.connect();

beforeAll(async () => {
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 1000 });
  await session.post('Profiler.start');
});

afterAll(async () => {
  const { profile } = await session.post('Profiler.stop');
  mkdirSync('test-results/profiles', { recursive: true });
  writeFileSync(`test-results/profiles/${process.pid}-${Date.now()}.cpuprofile`, JSON.stringify(profile));
});
