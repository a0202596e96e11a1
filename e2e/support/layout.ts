import type { Page } from 'playwright-core';

/**
 * What a person would find cut in the page's tables: a cell whose text runs past its edge (an
 * ellipsis, "EJECUTA…"), a chip whose label does not fit ("CANCELA…"), a column header shortened.
 * One line each: the text and how far it runs past. An empty list is the goal.
 */
export function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const textWidth = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().width;
    };
    const room = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return (
        element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) + 0.5
      );
    };
    const cells = '.MuiDataGrid-cell, .MuiDataGrid-columnHeaderTitle';
    for (const element of document.querySelectorAll<HTMLElement>(cells)) {
      if (element.scrollWidth > element.clientWidth) {
        cut.push(`"${element.textContent}": ${element.scrollWidth} > ${element.clientWidth}`);
      }
    }
    for (const label of document.querySelectorAll<HTMLElement>('.MuiChip-label')) {
      if (textWidth(label) > room(label)) {
        cut.push(`chip "${label.textContent}": ${textWidth(label).toFixed(1)} > ${room(label)}`);
      }
    }
    return cut;
  });
}

/**
 * Money, dates and times broken across lines inside the value ("$4,923.↵04", "27/11/2↵026"):
 * each such value in the page's text whose letters lie on more than one line. A value may sit on
 * a line of its own; it never starts on one and ends on the next.
 */
export function wrappedValues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const VALUE = /-?\$[\d,]+\.\d{2}|\d{2}\/\d{2}\/\d{4}|\b\d{2}:\d{2}\b/g;
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (node.parentElement?.checkVisibility() !== true) continue;
      for (const match of text.matchAll(VALUE)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** The column headers of the page's (first) grid, as they read. */
export const columnHeaders = (page: Page) =>
  page
    .getByRole('grid')
    .first()
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent.trim()));
