import type { Locator, Page } from 'playwright-core';

// The app's German date fields (x-date-pickers, src/common/time/) in e2e tests: a group of sections
// (Tag, Monat, Jahr, Stunden, Minuten) named by its label, typed as a person does.

/** The field labelled `label` (the label's text without the required asterisk). */
export const dateField = (scope: Page | Locator, label: string) => scope.getByRole('group', { name: label, exact: true });

/** What the field shows, e.g. "15.03.2027 18:00". */
export const dateFieldText = (field: Locator) => field.locator('input').inputValue();

/** Types a German date or date-time ("15.03.2027" or "15.03.2027 18:00") into the field, section by section. */
export const enterDate = async (field: Locator, text: string) => {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(text.replace(/\D/g, ''));
};
