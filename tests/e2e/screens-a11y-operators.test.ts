import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser } from '../support/e2e';
import { DEMO_ACCOUNTS } from '../support/api';
import { lightModeFindings, LONG, SCREEN_CHECK_GROUPS } from '../support/screenChecks';

afterAll(closeBrowser);

// The operators' screens (the most of any role), beside the others' in screens-a11y.test.ts.
describe('axe finds no critical or serious violation and one h1 on any screen of the operators', () => {
  for (const account of SCREEN_CHECK_GROUPS.operators) {
    it(
      `every screen of ${DEMO_ACCOUNTS[account]}`,
      async () => {
        const found = await lightModeFindings(account);
        expect(found, found.join('\n')).toEqual([]);
      },
      LONG,
    );
  }
});
