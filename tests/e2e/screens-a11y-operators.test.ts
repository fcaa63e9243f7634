import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser } from '../support/e2e';
import { DEMO_ACCOUNTS } from '../support/api';
import { DARK_MODE_ACCOUNTS, LONG, SCREEN_CHECK_GROUPS, screenFindings } from '../support/screenChecks';

afterAll(closeBrowser);

// The operators' screens (the most of any role), beside the others' in screens-a11y.test.ts. A
// browser set to dark mode gets the dark theme (src/theme.ts): the operator's screens are checked in
// it too; and every screen at the laptop widths (tests/support/layoutCheck.ts).
describe('axe finds no critical or serious violation, one h1 and nothing cut off at 1280–1440 px on any screen of the operators', () => {
  for (const account of SCREEN_CHECK_GROUPS.operators) {
    it(
      `every screen of ${DEMO_ACCOUNTS[account]}${DARK_MODE_ACCOUNTS.includes(account) ? ', light and dark' : ''}`,
      async () => {
        const found = await screenFindings(account);
        expect(found, found.join('\n')).toEqual([]);
      },
      LONG,
    );
  }
});
