import type { Locator, Page } from 'playwright-core';

// The app's German date fields (x-date-pickers, src/common/time/) in e2e tests: a group of sections
// (Tag, Monat, Jahr, Stunden, Minuten) named by its label, typed as a person does.

/** The field labelled `label` (the label's text without the required asterisk). */
export const dateField = (scope: Page | Locator, label: string) => scope.getByRole('group', { name: label, exact: true });

/** What the field shows, e.g. "15.03.2027 18:00". */
export const dateFieldText = (field: Locator) => field.locator('input').inputValue();

/** Types a German date or date-time ("15.03.2027" or "15.03.2027 18:00") into the field, section by section. */
export const enterDate = async (field: Locator, text: string) => {
  // A whole date is typed again when the field does not show it: on a busy machine a digit can reach
  // the field before it has moved on to the next section. A part typed on purpose is typed once.
  const whole = /^\d{2}\.\d{2}\.\d{4}( \d{2}:\d{2})?$/.test(text);
  for (let attempt = 1; ; attempt += 1) {
    await field.getByRole('spinbutton').first().click();
    await field.page().keyboard.type(text.replace(/\D/g, ''), { delay: 20 });
    if (!whole || attempt === 3 || (await dateFieldText(field)) === text) return;
  }
};
