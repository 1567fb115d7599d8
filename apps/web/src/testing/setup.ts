import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The whole test run shares two cores with the server's tests: a second for a screen to show what
// it should is too short under that load, and waiting longer only slows a test that would fail.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
