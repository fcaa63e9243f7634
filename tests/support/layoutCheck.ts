import type { Page } from 'playwright-core';

// The layout check of every screen (issue 35: every list and page fits a 14-inch laptop): at each
// desktop width, no control or column header ends beyond the window, and none is cut off by a
// container that scrolls or clips sideways. The screen checks (screenChecks.ts) run it on the
// screens they open; the rep's app at phone widths is screens-phone.test.ts.

/** The laptop widths the back office must fit (issue 35), the widest last. */
export const DESKTOP_WIDTHS = [1280, 1366, 1440] as const;
const HEIGHT = 800;

/**
 * The visible buttons, links, inputs and column headers of the page that end beyond the viewport,
 * or beyond the visible part of a container that scrolls or clips sideways; one line each. Measured
 * after two frames, so that what reacts to the new size (resize observers, media queries) has
 * rendered.
 */
const cutOff = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            // MUI's transitions (the bulk actions' toolbar opening) at their end: what stays is measured.
            document.getAnimations().forEach((a) => a instanceof CSSTransition && a.finish());
            const SELECTOR = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="combobox"], th, [role="columnheader"]';
            const viewport = Math.min(window.innerWidth, document.documentElement.clientWidth);
            const describe = (el: Element) => {
              const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim();
              const text = name || (el as HTMLInputElement).placeholder || el.getAttribute('name') || '';
              return `${el.tagName.toLowerCase()} "${text.replace(/\s+/g, ' ').slice(0, 40)}"`;
            };
            /**
             * Where the containers that scroll or clip hide `rect`: `hidden` when they hide it
             * whole from top to bottom (a collapsed toolbar: not shown), else the visible right
             * edge of the first that hides part of it sideways.
             */
            const clipping = (el: Element, rect: DOMRect) => {
              let cut: number | null = null;
              for (let box = el.parentElement; box && box !== document.documentElement; box = box.parentElement) {
                const style = getComputedStyle(box);
                if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
                const outer = box.getBoundingClientRect();
                const left = outer.left + box.clientLeft;
                const top = outer.top + box.clientTop;
                if (style.overflowY !== 'visible' && (rect.bottom <= top || rect.top >= top + box.clientHeight)) return 'hidden';
                const right = left + box.clientWidth;
                if (cut === null && style.overflowX !== 'visible' && (rect.right > right + 1 || rect.left < left - 1)) cut = right;
              }
              return cut;
            };
            const found: string[] = [];
            for (const el of document.querySelectorAll(SELECTOR)) {
              // An input MUI draws invisible over its control (a checkbox, a switch) is as wide as what is drawn.
              const shown = el.tagName === 'INPUT' && getComputedStyle(el).opacity === '0' && el.parentElement ? el.parentElement : el;
              const rect = shown.getBoundingClientRect();
              if (rect.width === 0 || rect.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
              // Off-screen on purpose (a skip link, a closed drawer): not shown, so not cut off.
              if (rect.right <= 0 || el.closest('[aria-hidden="true"], [inert]')) continue;
              const clip = clipping(shown, rect);
              if (clip === 'hidden') continue;
              if (clip !== null)
                found.push(`${describe(el)} ends at ${Math.round(rect.right)} px, beyond its scroller's visible edge at ${Math.round(clip)} px`);
              else if (rect.right > viewport + 1) found.push(`${describe(el)} ends at ${Math.round(rect.right)} px, beyond the window`);
            }
            resolve(found);
          }),
        ),
      ),
  );

/** Ticks (or unticks) a list's first row, so that its bulk actions are shown; whether there was one. */
const selectFirstRow = (page: Page, select: boolean) =>
  page.evaluate((select) => {
    const box = document.querySelector<HTMLInputElement>(`main .select-item input${select ? ':not(:checked)' : ':checked'}`);
    box?.click();
    return !!box;
  }, select);

/**
 * The layout findings of the open screen at each desktop width, resized in place (no reload), with
 * a list's bulk actions shown; the page is left at the first width, where the other checks of the
 * screen run, with nothing selected.
 */
export const layoutFindings = async (page: Page, path: string) => {
  const found: string[] = [];
  const selected = await selectFirstRow(page, true);
  for (const width of [...DESKTOP_WIDTHS.slice(1), DESKTOP_WIDTHS[0]]) {
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: HEIGHT });
    found.push(...(await cutOff(page)).map((line) => `${path} at ${width} px: ${line}`));
  }
  if (selected) await selectFirstRow(page, false);
  return found;
};
